import type { ProductionScheduleBody } from '@boardhouse/shared/quotes/pricing-admin-api';
import type { MarginBandValues } from './pricing-settings.repository.ts';

/**
 * What a fresh install's calendar and margins start from (the parameters' defaults live with their
 * definitions in packages/shared). Sources: docs/decisions/016-pricing-defaults.md.
 */

/**
 * Monday to Friday, ten jobs a day; orders from 14:00 Amsterdam time start the next working day; the
 * house makes 5 m² of board a working day, shared by every order booked.
 */
export const DEFAULT_SCHEDULE: ProductionScheduleBody = {
  slotsPerWeekday: [10, 10, 10, 10, 10, 0, 0],
  cutOffHour: 14,
  capacityM2PerDay: 5,
  exceptions: [],
};

/**
 * The Dutch public holidays of 2026 and 2027 (Easter falls on 5 April 2026 and 28 March 2027;
 * Ascension is 39 days and Whit Monday 50 days after Easter). Staff keep the list on the Holidays page.
 */
export const DEFAULT_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: '2026-01-01', name: 'New Year’s Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-04-27', name: 'King’s Day' },
  { date: '2026-05-14', name: 'Ascension Day' },
  { date: '2026-05-25', name: 'Whit Monday' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2027-01-01', name: 'New Year’s Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-04-27', name: 'King’s Day' },
  { date: '2027-05-06', name: 'Ascension Day' },
  { date: '2027-05-17', name: 'Whit Monday' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
];

export const STANDARD_GROUP = 'standard';

/** Margins fall as orders grow: small orders carry more handling per euro. */
export const DEFAULT_MARGINS: readonly MarginBandValues[] = [
  {
    customerGroup: STANDARD_GROUP,
    minQuantity: 1,
    boardPercent: 30,
    componentsPercent: 15,
    assemblyPercent: 35,
  },
  {
    customerGroup: STANDARD_GROUP,
    minQuantity: 100,
    boardPercent: 25,
    componentsPercent: 12,
    assemblyPercent: 30,
  },
  {
    customerGroup: STANDARD_GROUP,
    minQuantity: 1000,
    boardPercent: 20,
    componentsPercent: 10,
    assemblyPercent: 25,
  },
];
