import { z } from 'zod';
import { formatMessage } from './messages.ts';

/**
 * Zod building blocks that speak SPEC.md's message templates, so a 400 answer carries
 * "{name} is required" rather than zod's wording, on the server and in the web forms alike.
 */
export function requiredText(name: string, bounds: { min?: number; max?: number } = {}) {
  const { min = 1, max = 500 } = bounds;
  return z
    .string({ error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }) })
    .trim()
    .min(1, { error: formatMessage('required', { name }) })
    .min(min, { error: formatMessage('minLength', { name, min }) })
    .max(max, { error: formatMessage('maxLength', { name, max }) });
}

export function optionalText(name: string, max = 500) {
  return z
    .string({ error: formatMessage('invalid', { name }) })
    .trim()
    .max(max, { error: formatMessage('maxLength', { name, max }) })
    .optional();
}

export function emailAddress(name = 'Email') {
  return z
    .string({ error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }) })
    .trim()
    .min(1, { error: formatMessage('required', { name }) })
    .max(254, { error: formatMessage('maxLength', { name, max: 254 }) })
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
