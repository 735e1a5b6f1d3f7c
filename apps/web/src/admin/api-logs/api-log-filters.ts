import type {
  ApiLogListRequest,
  ApiLogService,
  ApiLogStatus,
} from '@boardhouse/shared/api-logs/api-logs-api';
import { formatDateTime } from '../../components/format.ts';

/** The filters above the API log: service, status and a range of whole days (YYYY-MM-DD, local). */
export interface ApiLogFilters {
  service: ApiLogService | null;
  status: ApiLogStatus | null;
  search: string;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: ApiLogFilters = { service: null, status: null, search: '', fromDay: '', toDay: '' };

/** How each service is written (names of companies and of the EU's service: the same in every language). */
export const SERVICE_NAMES: Record<ApiLogService, string> = {
  multisafepay: 'MultiSafepay',
  vies: 'VIES',
  mouser: 'Mouser',
  arrow: 'Arrow',
  verical: 'Verical',
  oidc: 'Identity provider (OIDC)',
  hubspot: 'HubSpot',
  gec: 'Order system (GEC)',
  smtp: 'E-mail (SMTP)',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day in the browser's time zone, or null for anything but YYYY-MM-DD. */
export function startOfLocalDay(day: string, plusDays = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether the range runs backwards (its last day before its first): the server would refuse it. */
export function isRangeBackwards(filters: Pick<ApiLogFilters, 'fromDay' | 'toDay'>): boolean {
  const from = startOfLocalDay(filters.fromDay);
  const to = startOfLocalDay(filters.toDay);
  return from !== null && to !== null && to < from;
}

/**
 * The request for one page: the days become times, from the start of the first day to the start of the
 * day after the last (the server includes `from` and excludes `to`), so the last day is included whole.
 * A backwards range is not sent; the page says why instead.
 */
export function toListRequest(filters: ApiLogFilters, page: number, pageSize: number): ApiLogListRequest {
  const isBackwards = isRangeBackwards(filters);
  const from = isBackwards ? null : startOfLocalDay(filters.fromDay);
  const to = isBackwards ? null : startOfLocalDay(filters.toDay, 1);
  const search = filters.search.trim();
  return {
    ...(filters.service ? { service: filters.service } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    page,
    pageSize,
  };
}

/**
 * When a call was made, to the second, in local time and written as every other date of the app:
 * "5 Mar 2026, 14:03:27" (en), "05.03.2026, 14:03:27" (de).
 */
export function formatCallTime(value: string, language: string): string {
  return formatDateTime(value, language, { withSeconds: true });
}
