import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText } from '@boardhouse/shared/server-texts/server-text';
import { useTranslation } from 'react-i18next';

/**
 * A text the server wrote (a breakdown line, a review note) in `language`: from its message key when
 * it has one, else its English words (`fallback`: rows written before texts existed, or a language
 * the app does not know).
 */
export function textIn(language: string, text: ServerText | undefined, fallback: string): string {
  if (!text || !(LANGUAGES as readonly string[]).includes(language)) return fallback;
  return serverText(text, language as Language);
}

/** textIn for the language the reader chose; components re-render when it changes. */
export function useServerText(): (text: ServerText | undefined, fallback: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (text, fallback) => textIn(language, text, fallback);
}
