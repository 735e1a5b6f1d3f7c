import type { BasketItem } from '@boardhouse/shared/quotes/basket-api';
import { describe, expect, it } from 'vitest';
import { formatShortDate } from '../../components/format.ts';
import { filterBasket } from './basket-filter.ts';

const item = (projectId: string, name: string, dateCreated: string): BasketItem => ({
  projectId,
  name,
  quantity: 10,
  workingDays: 20,
  deliveryDate: '2026-04-01',
  netCents: 5383,
  vatCents: 1130,
  totalCents: 6513,
  validUntil: '2026-04-15T10:00:00.000Z',
  expired: false,
  expiredReason: null,
  bomStatus: { text: 'Complete', bStatus: true },
  openBomLines: 0,
  isOwn: true,
  dateCreated,
  dateAddedToBasket: dateCreated,
});

const items = [
  item('P-26-000002', 'Sensor board', '2026-03-03T10:00:00.000Z'),
  item('P-26-000017', 'Motor driver', '2026-02-14T09:30:00.000Z'),
];
const ids = (found: BasketItem[]) => found.map((entry) => entry.projectId);

describe('filterBasket', () => {
  it('keeps everything for an empty search', () => {
    expect(ids(filterBasket(items, '  '))).toEqual(['P-26-000002', 'P-26-000017']);
  });

  it('finds by name in any case and by project ID', () => {
    expect(ids(filterBasket(items, 'MOTOR'))).toEqual(['P-26-000017']);
    expect(ids(filterBasket(items, 'p-26-000002'))).toEqual(['P-26-000002']);
  });

  it('finds by creation date as shown or as YYYY-MM-DD', () => {
    expect(ids(filterBasket(items, '14 February', 'en'))).toEqual(['P-26-000017']);
    expect(ids(filterBasket(items, '14. Februar', 'de'))).toEqual(['P-26-000017']);
    expect(ids(filterBasket(items, '2026-03-03'))).toEqual(['P-26-000002']);
    expect(ids(filterBasket(items, '14 Feb 2026', 'en'))).toEqual(['P-26-000017']);
    expect(ids(filterBasket(items, '2025'))).toEqual([]);
  });
});

describe('formatShortDate', () => {
  it('shows a delivery day as that day, and a moment as a date', () => {
    expect(formatShortDate('2026-12-15', 'en')).toBe('15 Dec 2026');
    expect(formatShortDate('2026-12-15', 'de')).toBe('15.12.2026');
    expect(formatShortDate('2026-03-03T10:00:00.000Z', 'en')).toBe('3 Mar 2026');
  });
});
