import { localeOf } from '../../components/format.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date short enough for a table cell: "25 Nov 2026" (en), "25.11.2026" (de). A calendar day
 * (YYYY-MM-DD, a delivery date) is shown as that day wherever the browser is; a moment in local time.
 */
export function formatShortDate(value: string, language?: string): string {
  const isDay = CALENDAR_DAY.test(value);
  const key = `${localeOf(language)}|${isDay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      ...(isDay ? { timeZone: 'UTC' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(value));
}
