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
 * A refusal of one field that a customer reads beside it (a 400 unless `code` says otherwise):
 * `details.fields` keeps the English words for API clients (the usual validation shape), `details.text`
 * and `details.fieldTexts` the same words for the reader's language (apps/web/src/i18n/error-text.ts).
 */
export function fieldTextError(
  field: string,
  key: string,
  params?: Record<string, ServerTextParam>,
  code: ErrorCode = 'VALIDATION',
): AppError {
  const text: ServerText = params ? { key, params } : { key };
  const message = serverText(text, 'en');
  return new AppError(code, message, {
    fields: { [field]: message },
    text,
    fieldTexts: { [field]: text },
  });
}
