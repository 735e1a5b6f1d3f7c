/**
 * The production calendar: working days in Europe/Amsterdam, where the boards are made. Dates are
 * plain calendar dates ('YYYY-MM-DD') and day arithmetic is done on them in UTC, so daylight-saving
 * changes cannot shift a day; only turning the moment of an order into a local date and hour needs the
 * time zone.
 */
export const PRODUCTION_TIME_ZONE = 'Europe/Amsterdam';

export interface ProductionCalendar {
  /** Days the production is closed besides weekends with no slots ('YYYY-MM-DD'). */
  holidays: ReadonlySet<string>;
  /** Jobs the production can start per weekday, Monday first; 0 closes that weekday. */
  slotsPerWeekday: readonly [number, number, number, number, number, number, number];
  /** Orders at or after this local hour (0–24) start the next working day. */
  cutOffHour: number;
  /** Slots on particular dates, instead of their weekday's (an extra Saturday, a short day). */
  exceptions?: ReadonlyMap<string, number>;
  /** Slots already taken per date by orders in production. */
  booked?: ReadonlyMap<string, number>;
}

const DAY_MS = 86_400_000;
/** The furthest a search for a working day goes before deciding the calendar has none. */
const SEARCH_LIMIT_DAYS = 366;

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCTION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and the hour (with minutes as a fraction) that a moment is in Amsterdam. */
export function productionLocalTime(moment: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(localParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) + Number(parts.minute) / 60,
  };
}

const toEpochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function addCalendarDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Monday 0 … Sunday 6. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** How many jobs the production can start on a date: 0 on holidays and closed weekdays. */
export function slotsOn(calendar: ProductionCalendar, date: string): number {
  if (calendar.holidays.has(date)) return 0;
  return calendar.exceptions?.get(date) ?? calendar.slotsPerWeekday[weekdayOf(date)] ?? 0;
}

export const isWorkingDay = (calendar: ProductionCalendar, date: string) => slotsOn(calendar, date) > 0;

/** The first date on or after `date` that `accepts`; an error when none comes within a year. */
function firstDayFrom(date: string, accepts: (day: string) => boolean): string {
  let day = date;
  for (let step = 0; step <= SEARCH_LIMIT_DAYS; step += 1) {
    if (accepts(day)) return day;
    day = addCalendarDays(day, 1);
  }
  throw new Error(`The production calendar has no working day within a year of ${date}`);
}

/**
 * The working day production starts on for an order placed at `orderedAt`: that day if it is a working
 * day and the order came before the cut-off hour, else the next working day; a day whose slots are all
 * booked passes the job on to the next working day with a free slot.
 */
export function productionStart(calendar: ProductionCalendar, orderedAt: Date): string {
  const local = productionLocalTime(orderedAt);
  const earliest = local.hour < calendar.cutOffHour ? local.date : addCalendarDays(local.date, 1);
  return firstDayFrom(earliest, (day) => slotsOn(calendar, day) > (calendar.booked?.get(day) ?? 0));
}

/**
 * The day an order is ready to ship after `workingDays` working days: the start day is the first of
 * them, so 5 working days from a Monday is that Friday. Only working days count; capacity matters for
 * the start only (a started job is not pushed back by later bookings).
 */
export function readyDate(calendar: ProductionCalendar, orderedAt: Date, workingDays: number): string {
  if (!Number.isInteger(workingDays) || workingDays < 1) {
    throw new RangeError(`A lead time is a whole number of working days from 1, not ${workingDays}`);
  }
  let day = productionStart(calendar, orderedAt);
  for (let counted = 1; counted < workingDays; counted += 1) {
    day = firstDayFrom(addCalendarDays(day, 1), (next) => isWorkingDay(calendar, next));
  }
  return day;
}
