import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes zod schemas) the generators understand. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Values of the real data (the caller's project key, user ids) so some runs reach past the look-ups. */
export interface Known {
  strings: string[];
  numbers: number[];
  /**
   * Draw only values that fit (no wrong kinds, no missing or extra fields, nothing out of bounds), so
   * one field given a control character afterwards is the only thing wrong with the request.
   */
  fitsOnly?: boolean;
}

const HUGE = 'x'.repeat(100_000);

/** Text no form sends: control characters, lone surrogates, direction marks, emoji, injections. */
export const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b',
  '😀👩‍👩‍👧‍👦🇩🇪',
  'Z̷̧͉a̸l̵g̶o̷',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00%ff',
  '\r\nX-Injected: 1',
  '$' + '{7*7}{{7*7}}',
  HUGE,
];

function nested(depth: number): unknown {
  let value: unknown = 'core';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Anything of the wrong kind or size, whatever the schema asks for. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    0.5,
    [],
    {},
    [null],
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
    nested(2_000),
    Array.from({ length: 10_000 }, (_, i) => i),
  ),
  fc.constantFrom(...oddStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

/** C0 control characters and DEL, the ones the shared text check refuses (PostgreSQL cannot store a NUL). */
export const controlCharacters = ['\u0000', '\u0001', '\u001f', '\u007f'] as const;

/**
 * NUL most of the time: it is the one PostgreSQL refuses, so the only one whose missing check shows
 * as a 500; the others are refused by the schemas alone and answer 200 when a check is missing.
 */
export const controlCharacter = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 3 },
  { arbitrary: fc.constantFrom(...controlCharacters), weight: 1 },
);

/**
 * `text` with a control character put in at some code point, within `maxLength`, so a field that
 * skips the shared check gets past its length bounds and reaches the database (a 500 there) rather
 * than being refused as too short or too long. Alone, each control character and 'a\u0000b' too.
 */
function withControlCharacter(
  text: fc.Arbitrary<string>,
  maxLength: number | undefined,
): fc.Arbitrary<string> {
  const embedded = fc.tuple(text, controlCharacter, fc.nat()).map(([base, control, at]) => {
    const points = Array.from(base).slice(
      0,
      maxLength === undefined ? undefined : Math.max(0, maxLength - 1),
    );
    points.splice(at % (points.length + 1), 0, control);
    return points.join('');
  });
  return fc.oneof(fc.constantFrom(...controlCharacters, 'a\u0000b'), embedded, embedded);
}

function stringArbitrary(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<string>[] = [];
  const pattern = schema.pattern ? safeRegExp(schema.pattern) : undefined;
  if (pattern) options.push(fc.stringMatching(pattern));
  else if (schema.format === 'email') options.push(fc.emailAddress());
  else if (schema.format === 'date-time')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  else if (schema.format === 'date')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  else {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
    options.push(fc.string({ minLength, maxLength, unit: 'grapheme' }));
    if (schema.maxLength !== undefined) {
      // Right at the limit and one past it.
      options.push(fc.constant('a'.repeat(schema.maxLength)));
      if (!known.fitsOnly) options.push(fc.constant('b'.repeat(schema.maxLength + 1)));
    }
  }
  const fitting = known.strings.filter((value) => !pattern || pattern.test(value));
  if (fitting.length > 0) options.push(fc.constantFrom(...fitting), fc.constantFrom(...fitting));
  // Every string field, body, query or path, also gets control characters a quarter of the time: a
  // field whose schema skips the shared check then answers 500 here instead of in a security review.
  const sent = fc.oneof(...options);
  if (known.fitsOnly) return sent;
  return fc.oneof(
    { arbitrary: sent, weight: 3 },
    { arbitrary: withControlCharacter(sent, schema.maxLength), weight: 1 },
  );
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

function numberArbitrary(schema: JsonSchema, known: Known, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (known.fitsOnly) {
    const fitting = known.numbers.filter((n) => n >= min && n <= max && (!integer || Number.isInteger(n)));
    return fitting.length > 0 ? fc.oneof(inRange, fc.constantFrom(...fitting)) : inRange;
  }
  const edges = [min, max, min - 1, max + 1, 0, 2 ** 31, 2 ** 53 + 2];
  return fc.oneof(
    { arbitrary: inRange, weight: 4 },
    { arbitrary: fc.constantFrom(...edges), weight: 1 },
    ...(known.numbers.length > 0 ? [{ arbitrary: fc.constantFrom(...known.numbers), weight: 3 }] : []),
  );
}

function objectArbitrary(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, child]) =>
    fc.tuple(
      fc.constant(name),
      valueFor(child, known, depth + 1),
      // Required fields are left out now and then, optional ones half the time.
      fc.integer({ min: 0, max: 9 }).map((n) => (required.has(name) ? known.fitsOnly || n > 0 : n >= 5)),
    ),
  );
  const extra = known.fitsOnly
    ? fc.constant(null)
    : fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'userId', 'roles', '__proto__'), wrongValue), {
        freq: 4,
      });
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, extraField]) => {
    const out: Record<string, unknown> = {};
    for (const [name, value, present] of entries) if (present) out[name] = value;
    if (extraField) Object.defineProperty(out, extraField[0], { value: extraField[1], enumerable: true });
    return out;
  });
}

/** A value that fits the schema most of the time and is wrong in some way the rest. */
export function valueFor(schema: JsonSchema | undefined, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (known.fitsOnly) return fittingValue(schema ?? {}, known, depth);
  return fc.oneof(
    { arbitrary: fittingValue(schema ?? {}, known, depth), weight: depth === 0 ? 5 : 8 },
    { arbitrary: wrongValue, weight: 1 },
  );
}

function fittingValue(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (choices && choices.length > 0)
    arbitrary = fc.oneof(...choices.map((c) => fittingValue(c, known, depth)));
  else if (schema.enum && schema.enum.length > 0) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.type === 'string') arbitrary = stringArbitrary(schema, known);
  else if (schema.type === 'integer') arbitrary = numberArbitrary(schema, known, true);
  else if (schema.type === 'number') arbitrary = numberArbitrary(schema, known, false);
  else if (schema.type === 'boolean') arbitrary = fc.boolean();
  else if (schema.type === 'array') {
    arbitrary =
      depth > 4
        ? fc.constant([])
        : fc.array(valueFor(schema.items, known, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 8)),
          });
  } else if (schema.type === 'object' || schema.properties) {
    arbitrary = depth > 4 ? fc.constant({}) : objectArbitrary(schema, known, depth);
  } else arbitrary = fc.oneof(fc.string(), fc.integer(), fc.boolean());
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}
