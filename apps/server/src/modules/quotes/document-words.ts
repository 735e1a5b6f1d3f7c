import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@boardhouse/shared/product';
import { serverText } from '@boardhouse/shared/server-texts/index';
import { LOCALES, type ServerText, type ServerTextParam } from '@boardhouse/shared/server-texts/server-text';

/**
 * The words and number styles of one document (offer, invoice, credit note) in its reader's language:
 * labels from the server-text catalogue (document-texts.ts), money, counts and dates through Intl in
 * that language's style ("1.124,60 €", "12. März 2026").
 */

/** Things a document counts, each with a one/other pair `count.<noun>.*` in the catalogue. */
export const COUNTED_NOUNS = [
  'board',
  'panel',
  'productionPanel',
  'part',
  'spare',
  'placement',
  'solderJoint',
  'side',
  'populatedSide',
  'feeder',
  'parcel',
  'pallet',
  'workingDay',
] as const;
export type CountedNoun = (typeof COUNTED_NOUNS)[number];

export interface DocumentWords {
  /** The language the document is printed in (see printedLanguage). */
  language: Language;
  /** A catalogue text by key. */
  say: (key: string, params?: Record<string, ServerTextParam>) => string;
  /** A text kept as a key with its parameters (a breakdown line's, a review note's). */
  text: (text: ServerText) => string;
  /** "26 parts", "1 Bauteil": the number and its noun in the language's plural form. */
  counted: (noun: CountedNoun, value: number, maximumFractionDigits?: number) => string;
  /** 123456 cents → "€1,234.56" / "1.234,56 €". */
  euros: (cents: number) => string;
  /** A rate that may hold fractions of a cent: 0.8 cents → "€0.008". */
  rate: (cents: number) => string;
  /** A unit price with every decimal it has (€0.008 a placement), and at least the cents. */
  unitPrice: (cents: number) => string;
  /** 1000 → "1,000" / "1.000"; 0.125 → "0.125" / "0,125". */
  count: (value: number, maximumFractionDigits?: number) => string;
  /** A moment as its day in Amsterdam: "12 March 2026". */
  longDate: (moment: Date) => string;
  /** A calendar day (YYYY-MM-DD): "12 Mar 2026". */
  shortDay: (day: string) => string;
  /** A calendar day (YYYY-MM-DD) short enough for a matrix cell: "Thu 12 Mar". */
  weekDay: (day: string) => string;
  /** "NL" → "Netherlands" / "Niederlande". */
  countryName: (code: string) => string;
}

/**
 * The language a document is printed in: its reader's. Every language has its fonts (Helvetica for
 * the Latin ones, embedded Noto Sans for Japanese and Chinese, see pdf-typeface.ts).
 */
export function printedLanguage(language: Language): Language {
  return language;
}

/** A user's stored language (users.language is free text) as one the documents know. */
export const readerLanguage = (stored: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;

const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

function buildWords(language: Language): DocumentWords {
  const locale = LOCALES[language];
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const rate = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const unitPrice = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 10,
  });
  const longDate = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const countries = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const plurals = new Intl.PluralRules(locale);
  const count = (value: number, maximumFractionDigits = 4) =>
    value.toLocaleString(locale, { maximumFractionDigits });
  const say = (key: string, params?: Record<string, ServerTextParam>) =>
    serverText(params ? { key, params } : { key }, language);
  return {
    language,
    say,
    text: (text) => serverText(text, language),
    counted: (noun, value, maximumFractionDigits = 4) =>
      say(`count.${noun}.${plurals.select(value) === 'one' ? 'one' : 'other'}`, {
        count: count(value, maximumFractionDigits),
      }),
    euros: (cents) => euros.format(cents / 100),
    rate: (cents) => rate.format(cents / 100),
    unitPrice: (cents) => unitPrice.format(cents / 100),
    count,
    longDate: (moment) => longDate.format(moment),
    shortDay: (day) => shortDay.format(calendarDay(day)),
    weekDay: (day) => weekDay.format(calendarDay(day)),
    countryName: (code) => {
      try {
        return countries.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    },
  };
}

const built = new Map<Language, DocumentWords>();

/** The words of a document for a reader of `language`. */
export function documentWords(language: Language): DocumentWords {
  const printed = printedLanguage(language);
  let words = built.get(printed);
  if (!words) {
    words = buildWords(printed);
    built.set(printed, words);
  }
  return words;
}
