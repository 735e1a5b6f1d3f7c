import { DOCUMENT_EXPORT_MAX_DAYS } from '@boardhouse/shared/orders/exports-api';
import type { TFunction } from 'i18next';

/** The period of the documents export, as the two date inputs hold it (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}
export type PeriodErrors = Partial<Record<keyof Period, string>>;

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function isDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && dayOf(day) === value;
}

/** Last month, whole: what the accountant asks for most. */
export function lastMonth(today = new Date()): Period {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: dayOf(first), to: dayOf(last) };
}

/** The rules the server applies (shared/orders/exports-api.ts), told before the download starts. */
export function periodErrors(t: TFunction, period: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isDay(period.from)) errors.from = t('admin.documentsExport.dayRequired');
  if (!isDay(period.to)) errors.to = t('admin.documentsExport.dayRequired');
  if (errors.from || errors.to) return errors;
  const days = (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS;
  if (days < 0) errors.to = t('admin.documentsExport.toBeforeFrom');
  else if (days >= DOCUMENT_EXPORT_MAX_DAYS) {
    errors.to = t('admin.documentsExport.tooLong', { days: DOCUMENT_EXPORT_MAX_DAYS });
  }
  return errors;
}
