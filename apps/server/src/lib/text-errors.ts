import type { ErrorCode } from '@boardhouse/shared/errors';
import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { AppError } from './errors.ts';

/**
 * A refusal a customer reads on their page: the English message, and in the details the same words
 * as a text (`details.text`) for the reader's language, both from one key so they never disagree.
 * The web shows the text when it has one (apps/web/src/i18n/error-text.ts).
 */
export function textError(
  code: ErrorCode,
  key: string,
  params?: Record<string, ServerTextParam>,
  details: Record<string, unknown> = {},
): AppError {
  const text: ServerText = params ? { key, params } : { key };
  return new AppError(code, serverText(text, 'en'), { ...details, text });
}

/**
 * A 400 for one field that a customer reads on their page: `details.fields` keeps the English words
 * for API clients (the usual validation shape), `details.text` the same words for the reader's language.
 */
export function fieldTextError(
  field: string,
  key: string,
  params?: Record<string, ServerTextParam>,
): AppError {
  const text: ServerText = params ? { key, params } : { key };
  const message = serverText(text, 'en');
  return new AppError('VALIDATION', message, { fields: { [field]: message }, text });
}
