import { SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { localeOf } from '../../components/format.ts';
import classes from './YearCalendar.module.css';

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const WEEKDAY_OFFSETS = [0, 1, 2, 3, 4, 5, 6];
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** 'YYYY-MM-DD' of a day in UTC, as the server writes calendar dates. */
const isoOf = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Monday 0 … Sunday 6. */
const weekdayOf = (year: number, month: number, day: number) =>
  (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;

interface YearCalendarProps {
  year: number;
  /** Date → what it is (a holiday's name). */
  marked: ReadonlyMap<string, string>;
  /** Weekdays without production slots (Monday 0), shown dimmed. */
  closedWeekdays: ReadonlySet<number>;
  onPick: (date: string) => void;
}

/** Twelve month grids, Monday first; marked days stand out, a click picks a day. */
export function YearCalendar({ year, marked, closedWeekdays, onPick }: YearCalendarProps) {
  const locale = localeOf();
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const dateName = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  // 5 January 2026 was a Monday.
  const weekdays = WEEKDAY_OFFSETS.map((offset) => ({
    offset,
    name: dayName.format(new Date(Date.UTC(2026, 0, 5 + offset))),
  }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
      {MONTHS.map((month) => {
        const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
        const lead = weekdayOf(year, month, 1);
        return (
          <div key={month}>
            <Text fw={600} size="sm" mb={4} tt="capitalize">
              {monthName.format(new Date(Date.UTC(year, month, 1)))}
            </Text>
            <div className={classes.grid}>
              {weekdays.map(({ offset, name }) => (
                <Text key={offset} size="xs" c="dimmed" ta="center" aria-hidden>
                  {name}
                </Text>
              ))}
              {DAYS.slice(0, days).map((day) => {
                const date = isoOf(year, month, day);
                const holiday = marked.get(date);
                const label = holiday
                  ? `${dateName.format(new Date(`${date}T00:00:00Z`))}: ${holiday}`
                  : dateName.format(new Date(`${date}T00:00:00Z`));
                const button = (
                  <UnstyledButton
                    key={date}
                    className={classes.day}
                    data-holiday={holiday ? true : undefined}
                    data-closed={closedWeekdays.has(weekdayOf(year, month, day)) || undefined}
                    // The first day sits under its weekday; the rest follow in the grid.
                    style={day === 1 ? { gridColumnStart: lead + 1 } : undefined}
                    aria-label={label}
                    onClick={() => onPick(date)}
                  >
                    {day}
                  </UnstyledButton>
                );
                return holiday ? (
                  <Tooltip key={date} label={holiday}>
                    {button}
                  </Tooltip>
                ) : (
                  button
                );
              })}
            </div>
          </div>
        );
      })}
    </SimpleGrid>
  );
}
