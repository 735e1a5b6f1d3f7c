import { format, type Locale } from 'date-fns';
import { de, enGB, es, fr, ja, zhCN } from 'date-fns/locale';
import { localeOf } from '../../components/format.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * "How long ago" for the message centre (SPEC.md section 9): 'just now' up to 45 s, then minutes,
 * hours, days, months, years, each rounded as people say it (moment.js's thresholds: 45 minutes is
 * "1 hour ago", 26 days "1 month ago"). Words come from Intl in the interface language; only
 * 'just now' is ours, translated as `justNow` (a time slightly in the future, from a fast clock, is too).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The unit and count to say for `elapsedMs`, or null for 'just now'. */
export function relativeAmount(elapsedMs: number): { value: number; unit: RelativeUnit } | null {
  if (elapsedMs < 45 * SECOND) return null;
  const minutes = Math.max(1, Math.round(elapsedMs / MINUTE));
  if (minutes < 45) return { value: minutes, unit: 'minute' };
  const hours = Math.max(1, Math.round(elapsedMs / HOUR));
  if (hours < 22) return { value: hours, unit: 'hour' };
  const days = Math.max(1, Math.round(elapsedMs / DAY));
  if (days < 26) return { value: days, unit: 'day' };
  const months = Math.max(1, Math.round(elapsedMs / (30.44 * DAY)));
  if (months < 11) return { value: months, unit: 'month' };
  return { value: Math.max(1, Math.round(elapsedMs / (365.25 * DAY))), unit: 'year' };
}

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** `createdAt` said relative to `now` in `language`; `justNow` is the translated 'just now'. */
export function formatRelativeTime(
  createdAt: string | Date,
  options: { now?: number; language?: string; justNow: string },
): string {
  const elapsed = (options.now ?? Date.now()) - new Date(createdAt).getTime();
  const amount = relativeAmount(elapsed);
  if (!amount) return options.justNow;
  const locale = localeOf(options.language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formatters.set(locale, formatter);
  }
  return formatter.format(-amount.value, amount.unit);
}

const DATE_LOCALES: Record<string, Locale> = { en: enGB, de, fr, es, jp: ja, ch: zhCN };

/** SPEC.md section 2's 'dd MMMM yyyy HH:mm' (month name in the interface language), in local time. */
export function formatMessageDate(value: string | Date, language = i18n.language): string {
  return format(new Date(value), 'dd MMMM yyyy HH:mm', { locale: DATE_LOCALES[language] ?? enGB });
}
