import { serverTextSchema } from '@boardhouse/shared/server-texts/server-text';
import { ApiError } from '../api/client.ts';
import { i18n } from './i18n.ts';
import { textIn } from './server-text.ts';

/**
 * An API refusal as the reader should read it, in `language`: the text its details carry (a refused
 * promo code, a cell that cannot be ordered), else the server's own message (English), else
 * `fallback` when the server was not reached or said nothing.
 */
export function errorTextIn(language: string, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message) return fallback;
  const text = serverTextSchema.safeParse(error.details.text);
  return textIn(language, text.success ? text.data : undefined, error.message);
}

/** errorTextIn in the language the app shows now. */
export const errorText = (error: unknown, fallback: string): string =>
  errorTextIn(i18n.language, error, fallback);

/** An API refusal's field messages in `language` (ApiError.localFieldErrors); none for other errors. */
export function fieldErrorsIn(language: string, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return error.localFieldErrors((text, english) => textIn(language, text, english));
}

/** fieldErrorsIn in the language the app shows now. */
export const fieldErrors = (error: unknown): Record<string, string> => fieldErrorsIn(i18n.language, error);
