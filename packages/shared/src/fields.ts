import { z } from 'zod';
import { formatMessage } from './messages.ts';

/**
 * Zod building blocks that speak SPEC.md's message templates, so a 400 answer carries
 * "{name} is required" rather than zod's wording, on the server and in the web forms alike.
 */

/** One half of a UTF-16 surrogate pair, at `index` of `value`, with no partner beside it. */
function isLoneSurrogate(value: string, index: number): boolean {
  const code = value.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = value.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = value.charCodeAt(index - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}

/**
 * C0 control characters and DEL: PostgreSQL cannot store a NUL in text, and none belongs in a form
 * field. Multi-line text (notes, descriptions, addresses) keeps tab, line feed and carriage return.
 * Half a surrogate pair (`"\ud800"` is valid JSON) is no character either, and fails a JSON column.
 */
export function hasControlCharacter(value: string, keepsLineBreaks = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(keepsLineBreaks && (code === 9 || code === 10 || code === 13)))
      return true;
    if (code >= 0xd800 && code <= 0xdfff && isLoneSurrogate(value, index)) return true;
  }
  return false;
}

export const controlCharacterMessage = (name: string) => `${name} contains characters that are not allowed`;

/** Refuses control characters in `schema`'s text, naming the field; `multiLine` keeps tab and line breaks. */
export function withoutControlCharacters(schema: z.ZodString, name: string, multiLine = false): z.ZodString {
  return schema.refine((value) => !hasControlCharacter(value, multiLine), {
    error: controlCharacterMessage(name),
  });
}

export interface TextOptions {
  max?: number;
  /** Keeps tab, line feed and carriage return (notes, descriptions, addresses). */
  multiLine?: boolean;
}

/**
 * Any text a request carries (body, path or query), as sent (not trimmed): at most `max` characters
 * and no control characters. Every request schema builds its strings from this or the helpers below,
 * so a NUL answers 400 naming the field instead of failing in the database.
 */
export function text(name: string, { max = 500, multiLine = false }: TextOptions = {}) {
  return withoutControlCharacters(
    z
      .string({
        error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }),
      })
      .max(max, { error: formatMessage('maxLength', { name, max }) }),
    name,
    multiLine,
  );
}

export const singleLineText = (name: string, max?: number) => text(name, { max });
export const multiLineText = (name: string, max?: number) => text(name, { max, multiLine: true });

/** Optional free text of a search box: trimmed, one line. */
export const searchText = (max: number, name = 'Search') =>
  withoutControlCharacters(
    z
      .string({ error: formatMessage('invalid', { name }) })
      .trim()
      .max(max, { error: formatMessage('maxLength', { name, max }) }),
    name,
  ).optional();

export function requiredText(name: string, bounds: { min?: number; max?: number; multiLine?: boolean } = {}) {
  const { min = 1, max = 500, multiLine = false } = bounds;
  return withoutControlCharacters(
    z
      .string({
        error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }),
      })
      .trim()
      .min(1, { error: formatMessage('required', { name }) })
      .min(min, { error: formatMessage('minLength', { name, min }) })
      .max(max, { error: formatMessage('maxLength', { name, max }) }),
    name,
    multiLine,
  );
}

export function optionalText(name: string, max = 500, { multiLine = false }: { multiLine?: boolean } = {}) {
  return withoutControlCharacters(
    z
      .string({ error: formatMessage('invalid', { name }) })
      .trim()
      .max(max, { error: formatMessage('maxLength', { name, max }) }),
    name,
    multiLine,
  ).optional();
}

/** The largest value of a PostgreSQL integer (int4) column, which every id a request names is. */
export const DATABASE_INT_MAX = 2_147_483_647;

/**
 * The id of a database row, in a body (a number) or in a path or query (digits only: "1e3", "1.5",
 * " 7" and "-1" are refused rather than read as numbers). Anything not a whole number from 1 to the
 * integer column's maximum answers 400 naming the field, never a database error.
 */
export function recordId(name: string, error = formatMessage('invalid', { name })) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[0-9]{1,10}$/)
          .transform(Number),
      ],
      { error },
    )
    .pipe(z.number().int({ error }).min(1, { error }).max(DATABASE_INT_MAX, { error }));
}

export function emailAddress(name = 'Email') {
  return z
    .string({ error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }) })
    .trim()
    .min(1, { error: formatMessage('required', { name }) })
    .max(254, { error: formatMessage('maxLength', { name, max: 254 }) })
    .refine((value) => !hasControlCharacter(value), { error: controlCharacterMessage(name) })
    .pipe(z.email({ error: formatMessage('invalid', { name }) }))
    .transform((value) => value.toLowerCase());
}

/** Turns zod issues into one message per field (the first one wins), keyed by dotted path. */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
