import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import { serverText } from '@boardhouse/shared/server-texts/index';
import type { ServerText, ServerTextParam } from '@boardhouse/shared/server-texts/server-text';
import { useTranslation } from 'react-i18next';
import { CALENDAR_DAY, formatShortDate } from '../components/format.ts';

/** Parameters that hold a day: `date`, `shipDate`. */
const DAY_PARAM = /^(date|\w+Date)$/;

/**
 * The server puts a calendar day into a text as it stores it ("priced from distributor stock on
 * 2026-11-29"); the reader gets it the way the pages write their other days ("29 Nov 2026", "29.11.2026").
 * Only parameters named as days are read so: a part number may look like one.
 */
function withReadableDays(text: ServerText, language: string): ServerText {
  if (!text.params) return text;
  const readable = (name: string, value: ServerTextParam): ServerTextParam => {
    if (typeof value === 'string') {
      return DAY_PARAM.test(name) && CALENDAR_DAY.test(value) ? formatShortDate(value, language) : value;
    }
    // A clause inside the text (a component line's stock note) has its own days.
    return typeof value === 'object' && 'key' in value ? withReadableDays(value, language) : value;
  };
  const params = Object.fromEntries(
    Object.entries(text.params).map(([name, value]) => [name, readable(name, value)]),
  );
  return { ...text, params };
}

/**
 * A text the server wrote (a breakdown line, a review note) in `language`: from its message key when
 * it has one, else its English words (`fallback`: rows written before texts existed, or a language
 * the app does not know).
 */
export function textIn(language: string, text: ServerText | undefined, fallback: string): string {
  if (!text || !(LANGUAGES as readonly string[]).includes(language)) return fallback;
  return serverText(withReadableDays(text, language), language as Language);
}

/** textIn for the language the reader chose; components re-render when it changes. */
export function useServerText(): (text: ServerText | undefined, fallback: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (text, fallback) => textIn(language, text, fallback);
}
