/** Which optional columns the back-office orders table shows; the choice is remembered in this browser. */

export const CHOOSABLE_COLUMNS = [
  'project',
  'customer',
  'company',
  'created',
  'delivery',
  'total',
  'status',
  'payment',
] as const;
export type ChoosableColumn = (typeof CHOOSABLE_COLUMNS)[number];

export const DEFAULT_COLUMNS: ChoosableColumn[] = [
  'project',
  'customer',
  'company',
  'created',
  'delivery',
  'total',
  'status',
];

/** Where the choice is kept (localStorage of this browser, whoever signs in on it). */
export const COLUMNS_STORAGE_KEY = 'boardhouse.admin.orders.columns';

/** A stored choice as far as it can be trusted: known columns only, in table order; else the default. */
export function readColumnChoice(stored: unknown): ChoosableColumn[] {
  if (!Array.isArray(stored)) return DEFAULT_COLUMNS;
  return CHOOSABLE_COLUMNS.filter((column) => stored.includes(column));
}
