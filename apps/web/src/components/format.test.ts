import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatEuros,
  formatMm,
  formatNumber,
  formatUnitCents,
  formatUnitPrice,
  localeOf,
} from './format.ts';

// Intl separates some parts with no-break spaces: French groups thousands with U+202F, and puts
// U+00A0 before the euro sign.
const NNBSP = '\u202f';
const NBSP = '\u00a0';
// Local time, so the expectations do not depend on the machine's time zone.
const NOV_3_2026_0905 = new Date(2026, 10, 3, 9, 5);

describe('locale formatting', () => {
  it('maps interface languages to BCP 47 tags, English to British usage', () => {
    expect(['en', 'de', 'fr', 'es', 'jp', 'ch', 'xx'].map((language) => localeOf(language))).toEqual([
      'en-GB',
      'de-DE',
      'fr-FR',
      'es-ES',
      'ja-JP',
      'zh-CN',
      'en-GB',
    ]);
  });

  it('writes decimals and thousands the way each language does', () => {
    expect(formatMm(56.5, 2, 'de')).toBe('56,5\u00a0mm');
    expect(formatMm(56.5, 2, 'en')).toBe('56.5\u00a0mm');
    expect(formatMm(1.6, 2, 'fr')).toBe('1,6\u00a0mm');
    expect(formatNumber(12000.5, 2, 'de')).toBe('12.000,5');
    expect(formatNumber(12000.5, 2, 'fr')).toBe(`12${NNBSP}000,5`);
    expect(formatNumber(12000.5, 2, 'jp')).toBe('12,000.5');
    expect(formatNumber(0.12345, 3, 'en')).toBe('0.123');
  });

  it('writes euros with the sign where each language puts it', () => {
    expect(formatEuros(1250, 'en')).toBe('€12.50');
    expect(formatEuros(1250, 'de')).toBe(`12,50${NBSP}€`);
  });

  it('keeps the digits that matter of a unit price far below a cent', () => {
    expect(formatUnitCents(0.52, 'en')).toBe('€0.0052');
    expect(formatUnitCents(0.052345, 'en')).toBe('€0.0005235');
    expect(formatUnitCents(5.2, 'en')).toBe('€0.052');
    expect(formatUnitCents(125, 'en')).toBe('€1.25');
    expect(formatUnitCents(120, 'en')).toBe('€1.20');
    expect(formatUnitCents(0.52, 'de')).toBe(`0,0052${NBSP}€`);
    expect(formatUnitPrice(0.0475, 'USD', 'en')).toBe('US$0.0475');
    expect(formatUnitPrice(12, 'JPY', 'en')).toBe('JP¥12');
    expect(formatUnitPrice(0.5, 'not a currency', 'en')).toBe('0.5\u00a0not a currency');
  });

  it('writes dates year first in Japanese and Chinese, day first in European languages', () => {
    expect(formatDate(NOV_3_2026_0905, 'jp')).toBe('2026年11月3日');
    expect(formatDate(NOV_3_2026_0905, 'ch')).toBe('2026年11月3日');
    expect(formatDate(NOV_3_2026_0905, 'en')).toBe('3 November 2026');
    expect(formatDate(NOV_3_2026_0905, 'de')).toBe('3. November 2026');
    expect(formatDateTime(NOV_3_2026_0905, 'jp')).toBe('2026/11/03 9:05');
    expect(formatDateTime(NOV_3_2026_0905, 'de')).toBe('03.11.2026, 09:05');
    expect(formatDateTime(NOV_3_2026_0905.toISOString(), 'en')).toBe('3 Nov 2026, 09:05');
  });
});
