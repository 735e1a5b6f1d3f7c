import { errorText } from '../../i18n/error-text.ts';

/**
 * The server's own message for a refusal, in the reader's language when it carries a text; `fallback`
 * when the server was not reached or said nothing.
 */
export const errorMessageOf = (error: unknown, fallback: string): string => errorText(error, fallback);
