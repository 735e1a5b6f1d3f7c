import { describe, expect, it } from 'vitest';
import type { ViesAnswer, ViesPort, ViesRequester } from '../../integrations/vies/port.ts';
import { normaliseVatNumber, printedVatNumber, VatNumberChecker, vatFormatProblem } from './vat-numbers.ts';

class CountingVies implements ViesPort {
  asked: string[] = [];
  requesters: (ViesRequester | undefined)[] = [];
  constructor(public answer: ViesAnswer) {}
  async check(countryCode: string, vatNumber: string, requester?: ViesRequester): Promise<ViesAnswer> {
    this.asked.push(`${countryCode}${vatNumber}`);
    this.requesters.push(requester);
    return this.answer;
  }
}
const registered: ViesAnswer = { status: 'VALID', name: 'A BV', address: null, requestIdentifier: 'W1' };
const down: ViesAnswer = { status: 'UNAVAILABLE', name: null, address: null, requestIdentifier: null };

describe('VAT number format', () => {
  it('drops spaces, dots, dashes and the country prefix (EL for Greece)', () => {
    expect(normaliseVatNumber('NL', 'nl 0044.95445-b01')).toBe('004495445B01');
    expect(normaliseVatNumber('GR', 'EL094014201')).toBe('094014201');
    expect(normaliseVatNumber('GR', 'GR094014201')).toBe('094014201');
    expect(normaliseVatNumber('DE', '136695976')).toBe('136695976');
  });

  it('tells a wrong format from wrong check digits, and refuses countries outside the EU', () => {
    expect(vatFormatProblem('DE', 'DE136695976')).toBeNull();
    expect(vatFormatProblem('DE', '12345')).toMatch(/not the format/);
    expect(vatFormatProblem('DE', '136695977')).toMatch(/check digits/);
    expect(vatFormatProblem('CH', 'CHE123456789')).toMatch(/EU countries only/);
  });
});

describe('a VAT number as an invoice prints it', () => {
  it('carries its EU country prefix once, EL for Greece', () => {
    expect(printedVatNumber('NL', '123456782B01')).toBe('NL123456782B01');
    expect(printedVatNumber('NL', 'NL123456782B01')).toBe('NL123456782B01');
    expect(printedVatNumber('nl', 'nl 1234.56782-b01')).toBe('NL123456782B01');
    expect(printedVatNumber('GR', '094259216')).toBe('EL094259216');
    expect(printedVatNumber('GR', 'GR094259216')).toBe('EL094259216');
    expect(printedVatNumber('BE', '0123456749')).toBe('BE0123456749');
  });

  it('stays as typed outside the EU or without a country', () => {
    expect(printedVatNumber('CH', 'CHE-123.456.789 MWST')).toBe('CHE-123.456.789 MWST');
    expect(printedVatNumber(null, ' 123456782B01 ')).toBe('123456782B01');
  });
});

describe('checking with VIES', () => {
  it('does not ask VIES about a number whose format fails', async () => {
    const vies = new CountingVies(registered);
    const answer = await new VatNumberChecker(vies).check('DE', '136695977');
    expect(answer.status).toBe('FORMAT_INVALID');
    expect(vies.asked).toEqual([]);
  });

  it('asks VIES with its own code for Greece', async () => {
    const vies = new CountingVies(registered);
    await new VatNumberChecker(vies).check('GR', '094014201');
    expect(vies.asked).toEqual(['EL094014201']);
  });

  it('asks as the house, naming its own VAT number, so VIES gives a consultation number', async () => {
    const vies = new CountingVies(registered);
    await new VatNumberChecker(vies).check('DE', '136695976');
    expect(vies.requesters).toEqual([{ countryCode: 'NL', vatNumber: '859123455B01' }]);
  });

  it('checks a UK customer’s Northern Ireland number at VIES as XI', async () => {
    const vies = new CountingVies(registered);
    const answer = await new VatNumberChecker(vies).check('GB', 'XI 123 4567 82');
    expect(vies.asked).toEqual(['XI123456782']);
    expect(answer).toMatchObject({ countryCode: 'GB', vatNumber: 'XI123456782', status: 'VALID' });
    expect((await new VatNumberChecker(vies).check('GB', 'GB123456782')).status).toBe('FORMAT_INVALID');
    expect(vies.asked).toHaveLength(1);
  });

  it('keeps an answer a day, then asks again', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const vies = new CountingVies(registered);
    const checker = new VatNumberChecker(vies, () => now);
    const first = await checker.check('DE', 'DE 136 695 976');
    now += 23 * 3_600_000;
    const second = await checker.check('DE', '136695976');
    expect(vies.asked).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second.checkedAt).toBe('2026-11-25T10:00:00.000Z');
    now += 2 * 3_600_000;
    await checker.check('DE', '136695976');
    expect(vies.asked).toHaveLength(2);
  });

  it('never keeps UNAVAILABLE: the next check asks again', async () => {
    const vies = new CountingVies(down);
    const checker = new VatNumberChecker(vies);
    expect((await checker.check('DE', '136695976')).status).toBe('UNAVAILABLE');
    vies.answer = registered;
    expect((await checker.check('DE', '136695976')).status).toBe('VALID');
    expect(vies.asked).toHaveLength(2);
  });
});
