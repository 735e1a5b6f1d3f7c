import fc from 'fast-check';
import { multipartBody } from '../multipart.ts';
import type { DocumentedOperation } from '../openapi-document.ts';
import { type Known, oddStrings, valueFor, wrongValue } from './arbitraries.ts';
import { controlCharacterInputs } from './control-characters.ts';

export type Operation = Pick<
  DocumentedOperation,
  'method' | 'path' | 'parameters' | 'jsonBody' | 'multipart'
>;

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Percent-encodes like encodeURIComponent, but lone surrogates too (as their WTF-8 bytes). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      } else out += encodeURIComponent(char);
    }
    return out;
  }
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  fc
    .constantFrom(
      'Designator,Quantity,MPN\r\nR1,1,RC0603\r\n',
      'PK\u0003\u0004garbage',
      '%PDF-1.4\n',
      'G04 gerber*\nX0Y0D02*\nM02*\n',
      '\u0000'.repeat(512),
    )
    .map((text) => new TextEncoder().encode(text)),
);

const rawJson = fc.constantFrom(
  'not json',
  '{',
  '[1,2',
  '{"a":1}garbage',
  '',
  'null',
  '"text"',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
);

/** The URL of `operation` with these path values, and these query values (null: left out). */
function urlOf(
  operation: Operation,
  pathValues: unknown[],
  queryValues: unknown[],
  extra?: [string, unknown] | null,
): string {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const url = pathParams.reduce(
    (path, param, i) => path.replace(`{${param.name}}`, encode(asText(pathValues[i]))),
    operation.path,
  );
  const parts: string[] = [];
  queryParams.forEach((param, i) => {
    const value = queryValues[i];
    if (value === null) return;
    // Arrays become repeated keys, as a browser form would send them.
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encode(param.name)}=${encode(asText(item))}`);
  });
  if (extra) parts.push(`${encode(extra[0])}=${encode(asText(extra[1]))}`);
  return parts.length > 0 ? `${url}?${parts.join('&')}` : url;
}

/**
 * Requests for one operation, built from its own parameter and body schemas: mostly values of every
 * sort, a fifth of the time fitting values but for one string holding a control character.
 */
export function requestsFor(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const query = fc.tuple(
    ...queryParams.map((p) => fc.option(valueFor(p.schema, known), { freq: p.required ? 10 : 2 })),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom('extra', 'page', queryParams[0]?.name ?? 'x'), wrongValue),
    {
      freq: 4,
    },
  );
  const mixed = fc
    .tuple(
      fc.tuple(...pathParams.map((p) => valueFor(p.schema, known))),
      query,
      extra,
      bodyFor(operation, known),
    )
    .map(([path, search, extraParam, payload]) =>
      requestOf(operation, urlOf(operation, path, search, extraParam), payload),
    );
  const controlled = controlCharacterInputs(pathParams, queryParams, operation.jsonBody, known).map(
    (inputs) =>
      requestOf(
        operation,
        urlOf(operation, inputs.path, inputs.query),
        'body' in inputs
          ? { payload: JSON.stringify(inputs.body) ?? 'null', contentType: 'application/json' }
          : {},
      ),
  );
  return fc.oneof({ arbitrary: mixed, weight: 4 }, { arbitrary: controlled, weight: 1 });
}

const requestOf = (operation: Operation, url: string, payload: Body): FuzzRequest => ({
  method: operation.method,
  url,
  headers: payload.contentType ? { 'content-type': payload.contentType } : {},
  ...(payload.payload === undefined ? {} : { payload: payload.payload }),
});

type Body = { payload?: string | Buffer; contentType?: string };

function bodyFor(operation: Operation, known: Known): fc.Arbitrary<Body> {
  const json: fc.Arbitrary<Body> = valueFor(operation.jsonBody, known).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  const options: { arbitrary: fc.Arbitrary<Body>; weight: number }[] = [
    { arbitrary: rawJson.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
    { arbitrary: fc.constant({}), weight: operation.method === 'GET' ? 10 : 1 },
  ];
  if (operation.jsonBody || operation.method !== 'GET')
    options.push({ arbitrary: json, weight: operation.jsonBody ? 8 : 1 });
  if (operation.multipart) {
    const upload = fc
      .tuple(
        fc.oneof(fc.constant('file'), fc.constantFrom(...oddStrings.slice(0, 10))),
        fc.oneof(
          fc.constantFrom('bom.csv', 'board.zip', 'cpl.txt', 'top.gbr', 'data.xlsx'),
          fc.constantFrom(...oddStrings),
        ),
        fileBytes,
        fc.boolean(),
      )
      .map(([field, name, data, closed]) => {
        const body = multipartBody([{ name, data, field }], { closed: closed || data.length % 3 !== 0 });
        return { payload: body.payload, contentType: body.headers['content-type'] };
      });
    options.push({ arbitrary: upload, weight: 10 });
  }
  return fc.oneof(...options);
}
