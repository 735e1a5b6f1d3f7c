import { describe, expect, it } from 'vitest';
import { parsePriceText } from './price-text.ts';

describe('parsePriceText', () => {
  it.each([
    // Mouser's European answers: comma decimals, the euro sign after.
    ['0,052 €', 0.052, 'EUR'],
    ['1,23 €', 1.23, 'EUR'],
    ['1.234,50 €', 1234.5, 'EUR'],
    ['12.345.678,90 €', 12345678.9, 'EUR'],
    // English habits: symbol first, dot decimals, comma thousands.
    ['$0.10', 0.1, 'USD'],
    ['€1,234.50', 1234.5, 'EUR'],
    ['$1,234,567.89', 1234567.89, 'USD'],
    ['US$2.50', 2.5, 'USD'],
    ['£1.20', 1.2, 'GBP'],
    ['¥12', 12, 'JPY'],
    ['CN¥7.35', 7.35, 'CNY'],
    ['A$3.10', 3.1, 'AUD'],
    // Codes, and spaces grouping thousands (also no-break and narrow no-break spaces).
    ['1 234,50 EUR', 1234.5, 'EUR'],
    ['1\u00a0234,50\u00a0€', 1234.5, 'EUR'],
    ['1\u202f234,50 €', 1234.5, 'EUR'],
    ['0.0523 USD', 0.0523, 'USD'],
    ['EUR 0,80', 0.8, 'EUR'],
    ['CHF 1\u2019234.50', 1234.5, 'CHF'],
    ['usd 4.20', 4.2, 'USD'],
    // Ambiguous "1,234": the currency's position decides (rule 5).
    ['1,234 €', 1.234, 'EUR'],
    ['12.500 €', 12500, 'EUR'],
    ['$1,234', 1234, 'USD'],
    ['€1.234', 1.234, 'EUR'],
    // A whole part of zero never groups thousands (rule 4).
    ['$0,052', 0.052, 'USD'],
    ['0.125 €', 0.125, 'EUR'],
    // No decimals at all.
    ['7 €', 7, 'EUR'],
    ['$1,000,000', 1000000, 'USD'],
  ])('%s → %f %s', (text, amount, currency) => {
    const parsed = parsePriceText(text);
    expect(parsed?.currency).toBe(currency);
    expect(parsed?.amount).toBeCloseTo(amount, 10);
  });

  it('lets the distributor’s Currency field win over the symbol', () => {
    expect(parsePriceText('¥12', { currency: 'CNY' })).toEqual({ amount: 12, currency: 'CNY' });
    expect(parsePriceText('0,052 €', { currency: 'eur' })).toEqual({ amount: 0.052, currency: 'EUR' });
    expect(parsePriceText('0.052', { currency: 'USD' })).toEqual({ amount: 0.052, currency: 'USD' });
  });

  it.each([
    ['1,23 kr', 'SEK', 1.23],
    ['NT$12.50', 'TWD', 12.5],
    ['R$ 1,23', 'BRL', 1.23],
    ['12,50 Kč', 'CZK', 12.5],
    ['1 234,56 Ft', 'HUF', 1234.56],
    ['1\u202f234,56 Ft', 'HUF', 1234.56],
    ['1\u00a0234,56 zł', 'PLN', 1234.56],
    ['₪1.23', 'ILS', 1.23],
    ['฿12.50', 'THB', 12.5],
    ['RM1.23', 'MYR', 1.23],
    ['MX$1.23', 'MXN', 1.23],
  ])('reads %j by its Currency field %s though the marker is unknown', (text, currency, amount) => {
    const parsed = parsePriceText(text, { currency });
    expect(parsed?.currency).toBe(currency);
    expect(parsed?.amount).toBeCloseTo(amount, 10);
  });

  it('still refuses an unknown marker without a valid Currency field', () => {
    expect(parsePriceText('1,23 kr')).toBeNull();
    expect(parsePriceText('NT$12.50', { currency: 'N/A' })).toBeNull();
    expect(parsePriceText('1,23 kr', { currency: '' })).toBeNull();
  });

  it('follows a given decimal mark where the text is ambiguous', () => {
    expect(parsePriceText('1,234', { decimalMark: ',' })?.amount).toBe(1.234);
    expect(parsePriceText('1,234', { decimalMark: '.' })?.amount).toBe(1234);
    expect(parsePriceText('1,234 €', { decimalMark: '.' })?.amount).toBe(1234);
    // Not ambiguous: the hint does not override what the text says.
    expect(parsePriceText('1,5 €', { decimalMark: '.' })?.amount).toBe(1.5);
  });

  it('answers no currency for a bare number without a hint', () => {
    expect(parsePriceText('0.10')).toEqual({ amount: 0.1, currency: null });
  });

  it.each([[''], ['N/A'], ['Quote'], ['1.23.4 €'], ['1,2,3'], ['€ 1,00 $'], ['12 XX€']])(
    'refuses %j',
    (text) => {
      expect(parsePriceText(text)).toBeNull();
    },
  );
});
