import { z } from 'zod';
import { formatMessage } from './messages.ts';

/**
 * Calendar days in requests (YYYY-MM-DD), and periods of them from `from` to `to`: one wording
 * wherever a request names a day ("From is not a calendar day", "To must be on or after From").
 */

const DAY_MS = 86_400_000;

/** A day that exists: 2026-02-28, not 2026-02-31 (which Date would roll over into March). */
export function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A calendar day named `name` in the messages of its refusals. */
export const calendarDay = (name: string) =>
  z
    .string({
      error: (issue) => formatMessage(issue.input === undefined ? 'required' : 'invalid', { name }),
    })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be written YYYY-MM-DD` })
    .refine((value) => isCalendarDay(value), { error: `${name} is not a calendar day` });

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS;

/**
 * Days from `from` to `to` (0: the same day); null while either is missing or not a calendar day,
 * which that field's own message says.
 */
export function daysBetween(period: { from?: string | undefined; to?: string | undefined }): number | null {
  const { from, to } = period;
  if (from === undefined || to === undefined || !isCalendarDay(from) || !isCalendarDay(to)) return null;
  return dayNumber(to) - dayNumber(from);
}

/** `schema`, a period of days, refusing a `to` before its `from` (the message is given on `to`). */
export function withDaysInOrder<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
): T {
  return schema.refine((period) => (daysBetween(period) ?? 0) >= 0, {
    path: ['to'],
    error: 'To must be on or after From',
  });
}
