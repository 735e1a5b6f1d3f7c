import { z } from 'zod';
import { DATABASE_INT_MAX, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';

/**
 * The API log (/admin/api-logs): one row per call the server made to an outside service, newest first.
 * Rows hold no keys, tokens or personal data: the operation's name, how it went and the provider's message.
 */

export const API_LOG_SERVICES = [
  'mouser',
  'arrow',
  'verical',
  'multisafepay',
  'vies',
  'oidc',
  'hubspot',
  'gec',
  'smtp',
] as const;
export type ApiLogService = (typeof API_LOG_SERVICES)[number];
export const API_LOG_STATUSES = ['ok', 'error'] as const;
export type ApiLogStatus = (typeof API_LOG_STATUSES)[number];

export const API_LOG_PAGE_SIZE_DEFAULT = 25;
export const API_LOG_PAGE_SIZE_MAX = 100;

/** A query-string number: digits only ("1e3", "-1" and "1.5" are refused, naming the field). */
const wholeNumber = (name: string, min: number, max: number, tooLarge?: string) =>
  z
    .string({ error: formatMessage('invalid', { name }) })
    .regex(/^[0-9]{1,10}$/, { error: formatMessage('invalid', { name }) })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: formatMessage('invalid', { name }) })
        .max(max, { error: tooLarge ?? formatMessage('invalid', { name }) }),
    );

/** 2026-03-01, 2026-03-01T10:00:00Z or 2026-03-01T10:00:00.000+01:00 (a bare date is midnight UTC). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const isoTime = (name: string) =>
  z
    .string({ error: formatMessage('invalid', { name }) })
    .regex(ISO_TIME, { error: `${name} must be an ISO 8601 time, e.g. 2026-03-01T00:00:00Z` })
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      error: `${name} must be an ISO 8601 time, e.g. 2026-03-01T00:00:00Z`,
    });

export const apiLogListQuery = z
  .object({
    service: z
      .enum(API_LOG_SERVICES, {
        error: `Service must be one of ${API_LOG_SERVICES.join(', ')}`,
      })
      .optional(),
    status: z.enum(API_LOG_STATUSES, { error: 'Status must be ok or error' }).optional(),
    search: searchText(200).describe('Part of the operation or the message, in any case'),
    from: isoTime('From').optional().describe('ISO 8601 time: calls made at or after it'),
    to: isoTime('To').optional().describe('ISO 8601 time: calls made before it (excluded)'),
    page: wholeNumber('Page', 0, DATABASE_INT_MAX).optional().default(0).describe('Zero-based'),
    pageSize: wholeNumber(
      'Page size',
      1,
      API_LOG_PAGE_SIZE_MAX,
      `Page size maximum is ${API_LOG_PAGE_SIZE_MAX}`,
    )
      .optional()
      .default(API_LOG_PAGE_SIZE_DEFAULT)
      .describe(`1 to ${API_LOG_PAGE_SIZE_MAX}, default ${API_LOG_PAGE_SIZE_DEFAULT}`),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    error: 'To must be later than From',
    path: ['to'],
  });
/** What the web sends (numbers as the query string carries them). */
export interface ApiLogListRequest {
  service?: ApiLogService;
  status?: ApiLogStatus;
  search?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
export type ApiLogListQuery = z.output<typeof apiLogListQuery>;

export const apiLogRow = z.object({
  id: z.number().int(),
  service: z.string().describe(`One of ${API_LOG_SERVICES.join(', ')}`),
  operation: z.string().describe('What was asked, in the adapter’s words: createPayment, checkVat, search …'),
  status: z.enum(API_LOG_STATUSES),
  httpStatus: z.number().int().nullable().describe('null when no answer came (timeout, refused connection)'),
  durationMs: z.number().int(),
  message: z.string().nullable().describe('On error: the provider’s or the transport’s message'),
  orderId: z.number().int().nullable(),
  orderKey: z.string().nullable().describe('The order the call was made for, while it exists'),
  projectId: z.number().int().nullable(),
  projectKey: z.string().nullable().describe('The project the call was made for, while it exists'),
  createdAt: z.string().describe('ISO 8601 UTC'),
});
export type ApiLogRow = z.infer<typeof apiLogRow>;

export const apiLogListResponse = z.object({
  rows: z.array(apiLogRow).describe('Newest first'),
  total: z.number().int().describe('Calls matching the filters'),
  page: z.number().int().describe('Zero-based, as asked'),
  pageSize: z.number().int(),
});
export type ApiLogListResponse = z.infer<typeof apiLogListResponse>;
