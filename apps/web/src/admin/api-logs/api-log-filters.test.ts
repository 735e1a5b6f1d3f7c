import { describe, expect, it } from 'vitest';
import { formatCallTime, isRangeBackwards, NO_FILTERS, toListRequest } from './api-log-filters.ts';

describe('the API log filters', () => {
  it('send only what is set, with the page asked for', () => {
    expect(toListRequest(NO_FILTERS, 0, 25)).toEqual({ page: 0, pageSize: 25 });
    expect(
      toListRequest({ ...NO_FILTERS, service: 'vies', status: 'error', search: '  timeout ' }, 2, 50),
    ).toEqual({ service: 'vies', status: 'error', search: 'timeout', page: 2, pageSize: 50 });
  });

  it('turn a range of days into [start of the first day, start of the day after the last)', () => {
    const request = toListRequest({ ...NO_FILTERS, fromDay: '2026-03-01', toDay: '2026-03-03' }, 0, 25);
    expect(new Date(request.from ?? '').getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(request.to ?? '').getTime()).toBe(new Date(2026, 2, 4).getTime());
    // One day: that whole day; the end of a month rolls over.
    const day = toListRequest({ ...NO_FILTERS, fromDay: '2026-02-28', toDay: '2026-02-28' }, 0, 25);
    expect(new Date(day.to ?? '').getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(toListRequest({ ...NO_FILTERS, toDay: '2026-03-03' }, 0, 25).from).toBeUndefined();
  });

  it('leave out a half-typed day and a backwards range', () => {
    expect(toListRequest({ ...NO_FILTERS, fromDay: '2026-03' }, 0, 25)).toEqual({ page: 0, pageSize: 25 });
    const backwards = { ...NO_FILTERS, fromDay: '2026-03-05', toDay: '2026-03-01' };
    expect(isRangeBackwards(backwards)).toBe(true);
    expect(toListRequest(backwards, 0, 25)).toEqual({ page: 0, pageSize: 25 });
    expect(isRangeBackwards({ fromDay: '2026-03-01', toDay: '2026-03-01' })).toBe(false);
  });

  it('show a call’s time to the second, written as the interface language writes dates', () => {
    const time = new Date(2026, 2, 5, 14, 3, 27).toISOString();
    expect(formatCallTime(time, 'en')).toBe('5 Mar 2026, 14:03:27');
    expect(formatCallTime(time, 'de')).toBe('05.03.2026, 14:03:27');
    expect(formatCallTime(time, 'xx')).toBe('5 Mar 2026, 14:03:27');
  });
});
