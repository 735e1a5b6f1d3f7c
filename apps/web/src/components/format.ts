import { i18n } from '../i18n/i18n.ts';

/**
 * Numbers and dates in the interface language through Intl. The app's language codes are not all
 * BCP 47 tags ("ch", "jp"), and a bare "en" would print American dates, so each maps to a full tag.
 */
const LOCALES: Record<string, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  jp: 'ja-JP',
  ch: 'zh-CN',
};

/** The BCP 47 tag of an interface language (the current one when none is given). */
export function localeOf(language: string = i18n.language): string {
  return LOCALES[language] ?? LOCALES.en ?? 'en-GB';
}

// Intl formatters are costly to build and tables format thousands of cells: one per locale and options.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions, language?: string): Intl.NumberFormat {
  const key = `n|${localeOf(language)}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    cache.set(key, formatter);
  }
  return formatter;
}

function dateFormat(options: Intl.DateTimeFormatOptions, language?: string): Intl.DateTimeFormat {
  const key = `d|${localeOf(language)}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** 12000 → "12,000" (en), "12.000" (de); at most `maximumFractionDigits` decimals (default 2). */
export function formatNumber(value: number, maximumFractionDigits = 2, language?: string): string {
  return numberFormat({ maximumFractionDigits }, language).format(value);
}

/** The decimal separator of an interface language: "." (en, jp, ch), "," (de, fr, es). */
export function decimalSeparatorOf(language?: string): string {
  return (
    numberFormat({}, language)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** A no-break space: a number and its unit stay on one line. */
export const NBSP = '\u00a0';

/** 56.5 → "56.5 mm" (en), "56,5 mm" (de), with a no-break space before the unit. */
export function formatMm(value: number, maximumFractionDigits = 2, language?: string): string {
  return `${formatNumber(value, maximumFractionDigits, language)}${NBSP}mm`;
}

/** 1250 cents → "€12.50" (en), "12,50 €" (de). */
export function formatEuros(cents: number, language?: string): string {
  return numberFormat({ style: 'currency', currency: 'EUR' }, language).format(cents / 100);
}

/** A rate that may hold fractions of a cent: 2.7 cents → "€0.027", 2500 cents → "€25.00". */
export function formatRate(cents: number, language?: string): string {
  return numberFormat({ style: 'currency', currency: 'EUR', maximumFractionDigits: 4 }, language).format(
    cents / 100,
  );
}

/**
 * A unit price, which may be far below a cent: 0.52 cents → "€0.0052", 0.05234 cents → "€0.0005234",
 * 5.2 cents → "€0.052", 125 cents → "€1.25". Below a cent it keeps 4 significant digits, above at most 4
 * decimals.
 */
export function formatUnitCents(cents: number, language?: string): string {
  return formatUnitPrice(cents / 100, 'EUR', language);
}

/** The same for a price in any currency, in whole units as a distributor gives it: 0.0475 USD → "US$0.0475". */
export function formatUnitPrice(amount: number, currency: string, language?: string): string {
  const isBelowCent = amount !== 0 && Math.abs(amount) < 0.01;
  const digits: Intl.NumberFormatOptions = isBelowCent
    ? { maximumSignificantDigits: 4 }
    : { maximumFractionDigits: 4 };
  try {
    return numberFormat({ style: 'currency', currency, ...digits }, language).format(amount);
  } catch {
    // Not an ISO 4217 code Intl knows: the number and the code as given.
    return `${numberFormat(digits, language).format(amount)}${NBSP}${currency}`;
  }
}

/** A calendar date: "23 November 2026" (en), "2026年11月23日" (jp). */
export function formatDate(value: Date | string, language?: string): string {
  return dateFormat({ dateStyle: 'long' }, language).format(new Date(value));
}

/**
 * A date and time to the minute: "3 Nov 2026, 09:05" (en), "03.11.2026, 09:05" (de), "2026/11/03 9:05" (jp);
 * to the second with `withSeconds` ("03.11.2026, 09:05:07").
 */
export function formatDateTime(
  value: Date | string,
  language?: string,
  { withSeconds = false }: { withSeconds?: boolean } = {},
): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short' }, language).format(
    new Date(value),
  );
}

/** A calendar day as the server sends it (YYYY-MM-DD), not a moment. */
export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date short enough for a table cell: "25 Nov 2026" (en), "25.11.2026" (de). A calendar day
 * (YYYY-MM-DD: a delivery or departure date) is shown as that day wherever the browser is; a moment
 * in local time.
 */
export function formatShortDate(value: string, language?: string): string {
  const isDay = CALENDAR_DAY.test(value);
  return dateFormat({ dateStyle: 'medium', ...(isDay ? { timeZone: 'UTC' } : {}) }, language).format(
    new Date(value),
  );
}
