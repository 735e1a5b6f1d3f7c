import fc from 'fast-check';
import { controlCharacter, type JsonSchema, type Known, valueFor } from './arbitraries.ts';

/** The inputs of one request before they are written out: path and query values in order, and the body. */
export interface Inputs {
  path: unknown[];
  /** null: the parameter is left out. */
  query: unknown[];
  body?: unknown;
}

/** Where each string of `value` sits, so one of them can be replaced. */
function stringSlots(value: unknown, slots: { holder: Record<PropertyKey, unknown>; key: PropertyKey }[]) {
  if (value === null || typeof value !== 'object') return slots;
  const holder = value as Record<PropertyKey, unknown>;
  for (const key of Object.keys(holder)) {
    if (typeof holder[key] === 'string') slots.push({ holder, key });
    else stringSlots(holder[key], slots);
  }
  return slots;
}

/**
 * Puts `control` in place of one code point of one string of `inputs` (or as the whole of an empty
 * one), leaving its length in bounds and everything else as drawn.
 */
export function withOneControlCharacter(drawn: Inputs, control: string, pick: number, at: number): Inputs {
  // A copy: fast-check keeps the drawn value to shrink from, which must stay as drawn.
  const inputs = structuredClone(drawn);
  const slots = stringSlots(inputs, []);
  const slot = slots[pick % Math.max(slots.length, 1)];
  if (!slot) return inputs;
  const points = Array.from(slot.holder[slot.key] as string);
  if (points.length === 0) points.push(control);
  else points[at % points.length] = control;
  slot.holder[slot.key] = points.join('');
  return inputs;
}

/**
 * Inputs that all fit their schemas but for one string (a body field, a query value or a path
 * parameter) holding a control character, NUL most of the time. Alone, a field that skips the shared
 * control-character check lets the NUL reach the database, which answers 500; in the mixed draws a
 * wrong sibling field would have it refused with 400 first and the gap would go unseen.
 */
export function controlCharacterInputs(
  pathSchemas: { schema?: JsonSchema }[],
  querySchemas: { schema?: JsonSchema; required?: boolean }[],
  bodySchema: JsonSchema | undefined,
  known: Known,
): fc.Arbitrary<Inputs> {
  const fits: Known = { ...known, fitsOnly: true };
  const draw = (schema: JsonSchema | undefined) => valueFor(schema, fits);
  const inputs = fc.record({
    path: fc.tuple(...pathSchemas.map((p) => draw(p.schema))),
    query: fc.tuple(
      ...querySchemas.map((p) => (p.required ? draw(p.schema) : fc.option(draw(p.schema), { freq: 2 }))),
    ),
    ...(bodySchema === undefined ? {} : { body: draw(bodySchema) }),
  });
  return fc
    .tuple(inputs, controlCharacter, fc.nat(), fc.nat())
    .map(([drawn, control, pick, at]) => withOneControlCharacter(drawn as Inputs, control, pick, at));
}
