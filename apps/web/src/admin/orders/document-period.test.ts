import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { lastMonth, periodErrors } from './document-period.ts';

/** The translator's key (and values) stand for the text, so the test reads which message was chosen. */
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as TFunction;

describe('the documents export period', () => {
  it('starts as last month, whole, also across a year', () => {
    expect(lastMonth(new Date(2026, 10, 28, 12))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth(new Date(2026, 0, 15, 12))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastMonth(new Date(2028, 2, 1, 12))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('takes one day, and a whole leap year', () => {
    expect(periodErrors(t, { from: '2026-03-01', to: '2026-03-01' })).toEqual({});
    expect(periodErrors(t, { from: '2028-01-01', to: '2028-12-31' })).toEqual({});
  });

  it('names the field at fault as the server would', () => {
    expect(periodErrors(t, { from: '', to: '2026-02-30' })).toEqual({
      from: 'admin.documentsExport.dayRequired',
      to: 'admin.documentsExport.dayRequired',
    });
    expect(periodErrors(t, { from: '2026-04-01', to: '2026-03-31' })).toEqual({
      to: 'admin.documentsExport.toBeforeFrom',
    });
    expect(periodErrors(t, { from: '2025-03-01', to: '2026-03-31' })).toEqual({
      to: 'admin.documentsExport.tooLong {"days":366}',
    });
  });
});
