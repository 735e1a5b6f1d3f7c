import type { Language } from '@boardhouse/shared/product';
import { ACCOUNT_REFUSAL_TEXTS } from '@boardhouse/shared/server-texts/account-refusal-texts';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';

/**
 * The sign-up and invitation pages' refusals in the reader's language, from the account catalogue
 * alone: these pages come before sign-in, and every other catalogue would only make them slower to
 * load. Its texts have no parameters; a key it lacks keeps the server's English words.
 */
function accountText(language: string, text: ServerText, english: string): string {
  return ACCOUNT_REFUSAL_TEXTS[language as Language]?.[text.key] ?? english;
}

/** The refusal's field messages (a username taken, a wrong password) in `language`. */
export function accountFieldErrors(language: string, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return error.localFieldErrors((text, english) => accountText(language, text, english));
}

/** The refusal's message in `language` (an invitation no longer valid); the server's words otherwise. */
export function accountErrorMessage(language: string, error: ApiError): string {
  return error.text ? accountText(language, error.text, error.message) : error.message;
}

/** What a failed sign-up shows above the form: the server's refusal in `language`, or that it was not reached. */
export function registrationErrorText(language: string, error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status !== 0) return accountErrorMessage(language, error);
  return t('errors.serverUnreachableRegistration');
}
