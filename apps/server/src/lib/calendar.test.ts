import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isWorkingDay,
  type ProductionCalendar,
  productionLocalTime,
  productionStart,
  readyDate,
} from './calendar.ts';

/**
 * Dates worked out on a 2026 wall calendar: 24 November 2026 is a Tuesday; Christmas is a Friday and
 * New Year's Day 2027 a Friday; summer time starts on Sunday 29 March 2026 (02:00 → 03:00, UTC+1 → UTC+2)
 * and ends on Sunday 25 October 2026.
 */
const calendar = (changes: Partial<ProductionCalendar> = {}): ProductionCalendar => ({
  holidays: new Set(['2026-12-25', '2027-01-01']),
  slotsPerWeekday: [10, 10, 10, 10, 10, 0, 0],
  cutOffHour: 17,
  ...changes,
});
const at = (iso: string) => new Date(iso);

describe('the local time of an order', () => {
  it('is Amsterdam time, winter and summer, and turns the date at local midnight', () => {
    expect(productionLocalTime(at('2026-11-24T15:59:00Z'))).toEqual({
      date: '2026-11-24',
      hour: 16 + 59 / 60,
    });
    expect(productionLocalTime(at('2026-06-10T15:30:00Z'))).toEqual({ date: '2026-06-10', hour: 17.5 });
    expect(productionLocalTime(at('2026-11-24T23:30:00Z'))).toEqual({ date: '2026-11-25', hour: 0.5 });
    // 01:00 UTC on 29 March the clocks jump from 02:00 to 03:00.
    expect(productionLocalTime(at('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', hour: 3.5 });
  });
});

describe('the production start', () => {
  it('is the day of the order before the cut-off hour, the next working day from it on', () => {
    expect(productionStart(calendar(), at('2026-11-24T15:59:00Z'))).toBe('2026-11-24'); // Tue 16:59
    expect(productionStart(calendar(), at('2026-11-24T16:00:00Z'))).toBe('2026-11-25'); // Tue 17:00
    expect(productionStart(calendar(), at('2026-11-24T23:30:00Z'))).toBe('2026-11-25'); // Wed 00:30
  });

  it('skips the weekend', () => {
    expect(productionStart(calendar(), at('2026-11-27T17:30:00Z'))).toBe('2026-11-30'); // Fri 18:30
    expect(productionStart(calendar(), at('2026-11-28T09:00:00Z'))).toBe('2026-11-30'); // Sat
  });

  it('skips holidays, across the year end', () => {
    // Thursday 24 December after the cut-off: Christmas Friday, the weekend, then Monday 28.
    expect(productionStart(calendar(), at('2026-12-24T17:00:00Z'))).toBe('2026-12-28');
    // Thursday 31 December after the cut-off: New Year's Day Friday, the weekend, then Monday 4 January.
    expect(productionStart(calendar(), at('2026-12-31T17:00:00Z'))).toBe('2027-01-04');
  });

  it('moves to the next working day with a free slot when a day is full', () => {
    const booked = new Map([
      ['2026-11-24', 10],
      ['2026-11-25', 10],
      ['2026-11-26', 9],
    ]);
    expect(productionStart(calendar({ booked }), at('2026-11-24T08:00:00Z'))).toBe('2026-11-26');
  });

  it('uses the slots of a date that has its own (an extra Saturday, a closed Monday)', () => {
    const exceptions = new Map([
      ['2026-11-28', 4],
      ['2026-11-30', 0],
    ]);
    expect(productionStart(calendar({ exceptions }), at('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
    expect(productionStart(calendar({ exceptions }), at('2026-11-28T17:00:00Z'))).toBe('2026-12-01');
  });

  it('reads the cut-off in local time on both sides of the summer-time changes', () => {
    // Friday 27 March 15:30 UTC is 16:30 in Amsterdam (UTC+1): before the cut-off.
    expect(productionStart(calendar(), at('2026-03-27T15:30:00Z'))).toBe('2026-03-27');
    // Monday 30 March 15:30 UTC is 17:30 (UTC+2): after it, so Tuesday.
    expect(productionStart(calendar(), at('2026-03-30T15:30:00Z'))).toBe('2026-03-31');
    // Friday 23 October 15:30 UTC is 17:30 (UTC+2): Monday 26. Monday 26 at 15:30 UTC is 16:30 (UTC+1).
    expect(productionStart(calendar(), at('2026-10-23T15:30:00Z'))).toBe('2026-10-26');
    expect(productionStart(calendar(), at('2026-10-26T15:30:00Z'))).toBe('2026-10-26');
  });

  it('refuses a calendar without any working day', () => {
    const closed = calendar({ slotsPerWeekday: [0, 0, 0, 0, 0, 0, 0] });
    expect(() => productionStart(closed, at('2026-11-24T08:00:00Z'))).toThrow(/no working day within a year/);
  });
});

describe('the ready date', () => {
  it('counts the start day as the first working day', () => {
    // Friday 27 November: Fri (1), Mon 30 (2), Tue 1 (3), Wed 2 (4), Thu 3 December (5).
    expect(readyDate(calendar(), at('2026-11-27T09:00:00Z'), 5)).toBe('2026-12-03');
    expect(readyDate(calendar(), at('2026-11-27T09:00:00Z'), 1)).toBe('2026-11-27');
  });

  it('counts no holiday or weekend, across the year end', () => {
    // Start Monday 28 December: 28, 29, 30, 31, (1 January closed, weekend), Monday 4 January.
    expect(readyDate(calendar(), at('2026-12-24T17:00:00Z'), 5)).toBe('2027-01-04');
    // Twenty working days from Monday 28 December: 28–31 December (4), then 4–8, 11–15 and 18–22
    // January (15 more, 19), and Monday 25 January the twentieth.
    expect(readyDate(calendar(), at('2026-12-24T17:00:00Z'), 20)).toBe('2027-01-25');
  });

  it('refuses a lead time that is not a whole number of days from 1', () => {
    for (const days of [0, -1, 2.5]) {
      expect(() => readyDate(calendar(), at('2026-11-24T08:00:00Z'), days)).toThrow(RangeError);
    }
  });

  it('is a working day, later for a longer lead time, with exactly that many working days', () => {
    const holidays = fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 20 });
    const property = fc.property(
      fc.integer({ min: 0, max: 365 * 24 * 4 }),
      fc.integer({ min: 1, max: 25 }),
      holidays,
      (quarterHours, days, closedDays) => {
        const cal = calendar({
          holidays: new Set(closedDays.map((day) => addCalendarDays('2026-01-01', day))),
        });
        const orderedAt = new Date(Date.UTC(2026, 0, 1) + quarterHours * 900_000);
        const start = productionStart(cal, orderedAt);
        const ready = readyDate(cal, orderedAt, days);
        expect(isWorkingDay(cal, ready)).toBe(true);
        expect(readyDate(cal, orderedAt, days + 1) > ready).toBe(true);
        let working = 0;
        for (let day = start; day <= ready; day = addCalendarDays(day, 1))
          if (isWorkingDay(cal, day)) working += 1;
        expect(working).toBe(days);
      },
    );
    fc.assert(property, { numRuns: 200, seed: 20261124 });
  });
});
