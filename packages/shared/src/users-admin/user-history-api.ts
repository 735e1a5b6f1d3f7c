import { z } from 'zod';
import { calendarDay, withDaysInOrder } from '../calendar-days.ts';
import { recordId, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { paging } from './common.ts';

/** The audit log (/admin/user-history): every state-changing request, with staff's tags and read flags. */

export const HISTORY_TAGS = ['urgent', 'important', 'resolved', 'pending'] as const;
export const historyTagSchema = z.enum(HISTORY_TAGS, { error: formatMessage('invalid', { name: 'Tag' }) });
export type HistoryTag = z.infer<typeof historyTagSchema>;

/** The filters of the audit log; a `to` before `from` is refused rather than answering nothing. */
export const historyListRequest = withDaysInOrder(
  z.object({
    userId: recordId('User').optional(),
    user: searchText(200, 'User').describe('Part of the acting account’s username, e-mail or name'),
    entity: searchText(100, 'Entity').describe('Entity name, e.g. project or order.updateOrder (part of it)'),
    action: searchText(200, 'Action').describe('Part of method and route, e.g. "DELETE" or "/rest/project"'),
    from: calendarDay('From').optional().describe('First day, YYYY-MM-DD (UTC)'),
    to: calendarDay('To').optional().describe('Last day, YYYY-MM-DD (UTC), included'),
    tag: historyTagSchema.optional(),
    unreadOnly: z.boolean({ error: formatMessage('invalid', { name: 'Unread only' }) }).optional(),
    ...paging,
  }),
);
export type HistoryListRequest = z.input<typeof historyListRequest>;
export type HistoryListQuery = z.output<typeof historyListRequest>;

export const historyEntry = z.object({
  id: z.number().int(),
  user: z
    .object({ id: z.number().int(), username: z.string(), name: z.string() })
    .nullable()
    .describe('null for calls without a sign-in'),
  method: z.string(),
  route: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  statusCode: z.number().int(),
  ipAddress: z.string().nullable(),
  tag: historyTagSchema.nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  readBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyListResponse = z.object({
  entries: z.array(historyEntry).describe('Newest first'),
  total: z.number().int(),
});
export type HistoryListResponse = z.infer<typeof historyListResponse>;

export const historyIdParams = z.object({ id: recordId('History entry') });
export const historyUpdateRequest = z
  .object({
    tag: historyTagSchema.nullable().optional().describe('null removes the tag'),
    read: z.boolean({ error: formatMessage('invalid', { name: 'Read' }) }).optional(),
  })
  .refine((body) => body.tag !== undefined || body.read !== undefined, {
    error: 'Give a tag or a read flag',
    path: ['tag'],
  });
export type HistoryUpdateRequest = z.input<typeof historyUpdateRequest>;
export const historyEntryResponse = z.object({ entry: historyEntry });
