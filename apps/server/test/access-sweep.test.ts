import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from './access-sweep/example-request.ts';
import {
  type FirstCustomer,
  firstCustomerWorld,
  HOUSE_KINDS,
  kindOfInput,
  SECRETS,
} from './access-sweep/first-customer.ts';
import { createTestApp } from './app-harness.ts';
import { type DocumentedOperation, documentedOperations } from './openapi-document.ts';
import { type Person, signedInPerson } from './people.ts';
import { callKey, readPendingCalls, readSeedCalls, requiredAccess } from './seed-calls.ts';

/**
 * Who may call what, over every call there is: each operation of the OpenAPI document and each
 * built call of SPEC.md's seed table. Without a token a customer's or administrator's call answers 401;
 * a customer calling an administrator's call gets 403; and a second customer naming the first one's
 * things (project, share, invitation, notification) gets 404 and none of their data. The routes are
 * read from the running server, so a new route is swept the day it is added.
 */
const t = await createTestApp();
afterAll(() => t.close());
const operations = documentedOperations(t.app.swagger());
const named = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

const pending = readPendingCalls();
const seedCalls = readSeedCalls().filter((seed) => !pending.has(callKey(seed)));
const operationOfSeed = (seed: { method: string; path: string }) =>
  operations.find((op) => op.method === seed.method && shapeOf(op.path) === shapeOf(seed.path));

/** Every call to sweep: the document's operations, and any seed call the document does not list. */
const calls: Pick<DocumentedOperation, 'method' | 'path' | 'access'>[] = [
  ...operations,
  ...seedCalls.filter((seed) => !operationOfSeed(seed)),
];

let customer: Person;
let first: FirstCustomer;
let second: Person;
let before: Record<string, unknown>;
beforeAll(async () => {
  customer = await signedInPerson(t);
  first = await firstCustomerWorld(t);
  second = await signedInPerson(t);
  before = await first.snapshot();
}, 120_000);

const send = (operation: DocumentedOperation, ids: Record<string, string | number>, headers = {}) =>
  t.app.inject(exampleRequest(operation, ids, headers));

describe('the calls swept', () => {
  it('include every built seed call, with the access the seed table gives it', () => {
    const differing = seedCalls.flatMap((seed) => {
      const operation = operationOfSeed(seed);
      return operation && operation.access !== requiredAccess(seed)
        ? [`${callKey(seed)}: seed says ${requiredAccess(seed)}, server says ${operation.access}`]
        : [];
    });
    expect(differing).toEqual([]);
    expect(calls.length).toBeGreaterThanOrEqual(operations.length);
  });
});

describe('without a token', () => {
  it.each(calls.filter((call) => call.access === 'open').map((call) => [named(call), call] as const))(
    '%s is open',
    async (_name, call) => {
      const response = await t.app.inject({
        method: call.method as 'GET',
        url: call.path.replace(/\{[^}]+\}/g, '1'),
      });
      expect(response.statusCode).not.toBe(401);
    },
  );

  it.each(calls.filter((call) => call.access !== 'open').map((call) => [named(call), call] as const))(
    '%s answers 401',
    async (_name, call) => {
      const response = await t.app.inject({
        method: call.method as 'GET',
        url: call.path.replace(/\{[^}]+\}/g, '1'),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('AUTH.UNAUTHENTICATED');
    },
  );
});

describe('as a customer', () => {
  it.each(calls.filter((call) => call.access === 'admin').map((call) => [named(call), call] as const))(
    '%s answers 403 (administrators only)',
    async (_name, call) => {
      const response = await t.app.inject({
        method: call.method as 'GET',
        url: call.path.replace(/\{[^}]+\}/g, '1'),
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('AUTH.FORBIDDEN');
    },
  );
});

/** Customer calls that name a thing: each is called with the first customer's ids. */
const naming = operations.filter((op) => op.access !== 'admin' && op.idInputs.length > 0);

describe('every id a customer’s call takes is of a kind the sweep can make', () => {
  it.each(naming.map((op) => [named(op), op] as const))('%s', (_name, operation) => {
    const unknown = operation.idInputs.filter((input) => !kindOfInput(operation.path, input));
    // A new kind of id (an order, a document…): add it and its factory to access-sweep/first-customer.ts.
    expect(unknown, `no factory for the id kind of ${unknown.join(', ')}`).toEqual([]);
  });
});

/** Calls that name something of a customer's, not only the house's (a template, a stack-up). */
const namingTheirs = naming.filter((op) =>
  op.idInputs.some((input) => {
    const kind = kindOfInput(op.path, input);
    return kind !== undefined && !HOUSE_KINDS.has(kind);
  }),
);
const namingHouseOnly = naming.filter((op) => !namingTheirs.includes(op));

describe('a second customer naming the first customer’s things', () => {
  const firstIds = (operation: DocumentedOperation) =>
    Object.fromEntries(
      operation.idInputs.flatMap((input) => {
        const kind = kindOfInput(operation.path, input);
        return kind ? [[input, first.ids[kind]]] : [];
      }),
    );

  it.each(namingTheirs.map((op) => [named(op), op] as const))(
    '%s answers 404 and no data',
    async (_name, operation) => {
      const response = await send(operation, firstIds(operation), second.headers);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toMatch(/NOT_FOUND$/);
      for (const secret of Object.values(SECRETS)) expect(response.body).not.toContain(secret);
      // And nothing of theirs changed: no half-done write behind the refusal.
      if (operation.method !== 'GET') expect(await first.snapshot()).toEqual(before);
    },
  );

  // The same reads by the first customer succeed: the ids are real, so the 404s above are refusals.
  it.each(namingTheirs.filter((op) => op.method === 'GET').map((op) => [named(op), op] as const))(
    '%s answers the first customer',
    async (_name, operation) => {
      const response = await send(operation, firstIds(operation), first.owner.headers);
      expect(response.statusCode, response.body).toBe(200);
    },
  );
});

describe('calls that name only what the house keeps for everyone', () => {
  it.each(namingHouseOnly.map((op) => [named(op), op] as const))(
    '%s answers any customer',
    async (_name, operation) => {
      const ids = Object.fromEntries(
        operation.idInputs.map((input) => [
          input,
          first.ids[kindOfInput(operation.path, input) ?? 'project'],
        ]),
      );
      const response = await send(operation, ids, second.headers);
      expect(response.statusCode, response.body).toBeLessThan(300);
    },
  );
});
