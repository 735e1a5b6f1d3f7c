import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-harness.ts';
import { type DocumentedOperation, documentedOperations } from './openapi-document.ts';

/**
 * The OpenAPI document at /api/docs/json is valid OpenAPI, and every operation says who may call it
 * (`x-access`) and documents each error answer it can give with the one error body. A new route joins
 * these checks by being registered.
 */
let t: TestApp;
let document: Record<string, unknown>;
let operations: DocumentedOperation[];
beforeAll(async () => {
  t = await createTestApp();
  const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(served.statusCode).toBe(200);
  document = served.json();
  operations = documentedOperations(document);
});
afterAll(() => t.close());

const named = (operation: DocumentedOperation) => `${operation.method} ${operation.path}`;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI according to the specification’s own JSON schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
  });

  it('lists every operation of the API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(89);
    expect(operations.map(named)).toContain('POST /rest/project/bomFileUpload/{projectId}');
  });

  it('says for every operation who may call it', () => {
    const undeclared = operations.filter(
      (operation) => !['open', 'user', 'admin'].includes(operation.access),
    );
    expect(undeclared.map(named)).toEqual([]);
  });

  it('documents 401 for every call that needs a sign-in and 403 for every administrators’ call', () => {
    const missing = operations.flatMap((operation) => [
      ...(operation.access !== 'open' && !operation.statuses.has(401) ? [`${named(operation)} 401`] : []),
      ...(operation.access === 'admin' && !operation.statuses.has(403) ? [`${named(operation)} 403`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('documents 400 for every call that takes input and 404 for every call that names a thing', () => {
    const missing = operations.flatMap((operation) => [
      ...(operation.takesInput && !operation.statuses.has(400) ? [`${named(operation)} 400`] : []),
      ...(operation.namesAThing && !operation.statuses.has(404) ? [`${named(operation)} 404`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('documents 403, 404 and 409 for every call that changes a project', () => {
    const changing = operations.filter((operation) => operation.changesProject);
    expect(changing.length).toBeGreaterThanOrEqual(10);
    const missing = changing.flatMap((operation) =>
      [403, 404, 409]
        .filter((status) => !operation.statuses.has(status))
        .map((s) => `${named(operation)} ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('describes every error answer with the shared error body', () => {
    const offMark = operations.flatMap((operation) =>
      [...operation.errorBodies]
        .filter(([, schema]) => !isSharedErrorBody(schema))
        .map(([status]) => `${named(operation)} ${status}`),
    );
    expect(offMark).toEqual([]);
  });
});

/** `{ error: { code, message, details? } }` with code and message required strings. */
function isSharedErrorBody(schema: unknown): boolean {
  const body = schema as { required?: string[]; properties?: Record<string, unknown> } | undefined;
  const error = body?.properties?.error as
    | { required?: string[]; properties?: Record<string, { type?: string }> }
    | undefined;
  return (
    body?.required?.includes('error') === true &&
    error?.properties?.code?.type === 'string' &&
    error?.properties?.message?.type === 'string' &&
    ['code', 'message'].every((field) => error.required?.includes(field))
  );
}
