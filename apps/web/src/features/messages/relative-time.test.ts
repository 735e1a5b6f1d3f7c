import { describe, expect, it } from 'vitest';
import { formatMessageDate, formatRelativeTime, relativeAmount } from './relative-time.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeAmount', () => {
  it.each([
    [0, null],
    [44 * S, null],
    [-5 * M, null],
    [45 * S, { value: 1, unit: 'minute' }],
    [90 * S, { value: 2, unit: 'minute' }],
    [44 * M, { value: 44, unit: 'minute' }],
    [45 * M, { value: 1, unit: 'hour' }],
    [21 * H, { value: 21, unit: 'hour' }],
    [22 * H, { value: 1, unit: 'day' }],
    [25 * D, { value: 25, unit: 'day' }],
    [26 * D, { value: 1, unit: 'month' }],
    [300 * D, { value: 10, unit: 'month' }],
    [330 * D, { value: 1, unit: 'year' }],
    [3 * 365 * D, { value: 3, unit: 'year' }],
  ])('%d ms ago is %j', (elapsed, expected) => {
    expect(relativeAmount(elapsed)).toEqual(expected);
  });
});

describe('formatRelativeTime', () => {
  const say = (elapsed: number, language: string, justNow = 'just now') =>
    formatRelativeTime(ago(elapsed), { now: NOW, language, justNow });

  it('says the translated just now under 45 s', () => {
    expect(say(10 * S, 'en')).toBe('just now');
    expect(say(10 * S, 'de', 'gerade eben')).toBe('gerade eben');
  });

  it('says minutes, hours, days, months and years in the interface language', () => {
    expect(say(5 * M, 'en')).toBe('5 minutes ago');
    expect(say(3 * H, 'en')).toBe('3 hours ago');
    expect(say(2 * D, 'en')).toBe('2 days ago');
    expect(say(60 * D, 'en')).toBe('2 months ago');
    expect(say(2 * 365 * D, 'en')).toBe('2 years ago');
    expect(say(5 * M, 'de')).toBe('vor 5 Minuten');
    expect(say(3 * H, 'fr')).toBe('il y a 3 heures');
    expect(say(2 * D, 'es')).toBe('hace 2 días');
    expect(say(5 * M, 'jp')).toBe('5 分前');
    expect(say(5 * M, 'ch')).toBe('5分钟前');
  });
});

describe('formatMessageDate', () => {
  // Local time, as the browser shows it: built from local parts so the test holds in any time zone.
  const moment = new Date(2026, 5, 5, 14, 7);
  it('writes dd MMMM yyyy HH:mm with the month in the interface language', () => {
    expect(formatMessageDate(moment, 'en')).toBe('05 June 2026 14:07');
    expect(formatMessageDate(moment, 'de')).toBe('05 Juni 2026 14:07');
    expect(formatMessageDate(moment, 'fr')).toBe('05 juin 2026 14:07');
    expect(formatMessageDate(moment.toISOString(), 'es')).toBe('05 junio 2026 14:07');
  });
});
