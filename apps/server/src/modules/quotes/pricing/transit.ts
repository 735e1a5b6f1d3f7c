import { addCalendarDays } from '../../../lib/calendar.ts';

/**
 * Transit: the day a parcel arrives, counted in the carriers' working days (Monday to Friday, not on a
 * holiday) after the day it leaves the house. Dates are plain calendar dates ('YYYY-MM-DD').
 */

/** Monday 0 … Sunday 6. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The delivery day of a shipment that leaves on `shipDate` and travels `transitWorkingDays` working
 * days: each weekday after the ship date that is not in `holidays` counts one, so a parcel shipped on
 * a Friday with 1 day in transit arrives on Monday (or on Tuesday when Monday is a holiday). 0 days
 * delivers on the ship date itself.
 */
export function deliveryDateAfter(
  shipDate: string,
  transitWorkingDays: number,
  holidays: readonly string[],
): string {
  if (!Number.isInteger(transitWorkingDays) || transitWorkingDays < 0) {
    throw new RangeError(`Transit is a whole number of working days from 0, not ${transitWorkingDays}`);
  }
  const closed = new Set(holidays);
  let day = shipDate;
  for (let counted = 0; counted < transitWorkingDays; ) {
    day = addCalendarDays(day, 1);
    if (weekdayOf(day) < 5 && !closed.has(day)) counted += 1;
  }
  return day;
}
