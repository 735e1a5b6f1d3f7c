import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { JsonSchema } from '../fuzz/arbitraries.ts';
import { multipartBody } from '../multipart.ts';
import type { DocumentedOperation } from '../openapi-document.ts';

/**
 * A request a client could well send to `operation`: every required input filled with a value its
 * schema accepts, and the id inputs (`path:projectId`, `body:id`…) with the values given. The sweep
 * sends it as each kind of caller, so a refusal can only come from who is calling.
 */
export function exampleRequest(
  operation: DocumentedOperation,
  ids: Record<string, string | number>,
  headers: Record<string, string>,
): InjectOptions {
  let url = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = ids[`${parameter.in}:${parameter.name}`] ?? exampleOf(parameter.schema ?? {});
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && (parameter.required || `query:${parameter.name}` in ids))
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value))}`);
  }
  const method = operation.method as InjectOptions['method'];
  const target = `${url}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  if (operation.multipart) {
    const body = multipartBody([
      { name: 'sweep.csv', data: 'Designator,Quantity,MPN\r\nR1,1,RC0603FR-0710KL\r\n' },
    ]);
    return { method, url: target, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (!operation.jsonBody) return { method, url: target, headers };
  const body = exampleOf(operation.jsonBody) as Record<string, unknown>;
  for (const [input, value] of Object.entries(ids))
    if (input.startsWith('body:')) body[input.slice('body:'.length)] = value;
  return { method, url: target, headers, payload: body };
}

/** The simplest value `schema` accepts: required properties only, the first enum value, the minimum. */
export function exampleOf(schema: JsonSchema): unknown {
  const choices = (schema.anyOf ?? schema.oneOf)?.filter((choice) => choice.type !== 'null');
  if (choices && choices.length > 0) return exampleOf(choices[0] as JsonSchema);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    default: {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = exampleOf(schema.properties?.[name] ?? {});
      return out;
    }
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'someone@example.test';
  if (schema.format === 'date') return '2027-03-15';
  if (schema.format === 'date-time') return '2027-03-15T10:00:00.000Z';
  if (schema.pattern) {
    // One fixed sample of the pattern, the same on every run.
    const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 7, numRuns: 1 });
    if (sample !== undefined) return sample;
  }
  return 'Sweep'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
}
