import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Response schemas whose answers are written by a serializer compiled from their JSON Schema. */
const precompiled = new WeakSet<z.ZodType>();

/**
 * Marks a response schema of a hot read route (one a signed-in page calls on every load): its answers
 * are written by fast-json-stringify, compiled once from the schema's JSON Schema, instead of zod
 * encoding (and so checking) every answer before JSON.stringify, which was a tenth of a cached
 * `GET /rest/account`'s CPU. Like zod, the compiled serializer writes only the properties the schema
 * names (a column the schema leaves out never reaches the wire) and refuses an answer missing a required
 * one. Unlike zod it does not check values: mark only schemas whose data the server builds itself from
 * typed rows, and only schemas without transforms (the JSON Schema must describe the output exactly;
 * one that cannot be expressed is refused when the route is registered).
 */
export function precompiledResponse<Schema extends z.ZodType>(schema: Schema): Schema {
  precompiled.add(schema);
  return schema;
}

/** The serializer of one response schema: compiled for marked schemas, zod's for every other one. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (schema instanceof z.ZodType && precompiled.has(schema)) return compileSerializer(schema);
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};

export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  return fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]) as (
    data: unknown,
  ) => string;
}

type JsonSchema = { [key: string]: unknown };
/** Keywords of a plain typed value (fast-json-stringify ignores the checks among them). */
const PLAIN_KEYWORDS = new Set(['type', 'enum', 'format', 'minimum', 'maximum', 'minLength', 'maxLength']);

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`; fast-json-stringify picks an anyOf branch
 * by validating the value with ajv on every answer, but writes `type: [X's type, 'null']` directly. Done
 * only where X is a plain typed value (string, number, boolean, or an enum of them, with or without bounds).
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node as JsonSchema).map(([key, value]) => [key, simplifyNullable(value)]);
  const simplified = Object.fromEntries(entries) as JsonSchema;
  const { anyOf, ...rest } = simplified;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return simplified;
  const [value, nothing] = anyOf as JsonSchema[];
  const isNull = nothing?.type === 'null' && Object.keys(nothing).length === 1;
  const isPlain =
    typeof value?.type === 'string' &&
    ['string', 'number', 'integer', 'boolean'].includes(value.type) &&
    Object.keys(value).every((key) => PLAIN_KEYWORDS.has(key));
  if (!isNull || !isPlain || !value) return simplified;
  const enumValues = Array.isArray(value.enum) ? { enum: [...value.enum, null] } : {};
  return { ...rest, ...value, type: [value.type, 'null'], ...enumValues };
}
