import { z } from 'zod';
import { DATABASE_INT_MAX, searchText } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { messageCategoryField } from './message-categories.ts';

/**
 * Staff's list of conversations (one per project with messages) for the message centre: the seed's
 * calls only count staff's unread messages or list messages, so the back office asks for conversations
 * with this call, filtered by unread, category and customer.
 */

export const CONVERSATION_PAGE_SIZE_MAX = 100;
export const CONVERSATION_PAGE_SIZE_DEFAULT = 50;
const CUSTOMER_FILTER_MAX = 200;

const pageNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: formatMessage('invalid', { name }) })
    .int({ error: formatMessage('invalid', { name }) })
    .min(min, { error: formatMessage('invalid', { name }) })
    .max(max, { error: formatMessage('invalid', { name }) });

export const staffConversationsRequest = z.object({
  unreadOnly: z
    .boolean({ error: formatMessage('invalid', { name: 'Unread only' }) })
    .optional()
    .describe('Only conversations with customer messages no staff member has read'),
  category: messageCategoryField
    .optional()
    .describe('Only conversations with at least one message filed under this category'),
  customer: searchText(CUSTOMER_FILTER_MAX, 'Customer').describe(
    'Part of the project owner’s name, username or e-mail (any case)',
  ),
  page: pageNumber('Page', 0, DATABASE_INT_MAX).optional().default(0).describe('Zero-based'),
  pageSize: pageNumber('Page size', 1, CONVERSATION_PAGE_SIZE_MAX)
    .optional()
    .default(CONVERSATION_PAGE_SIZE_DEFAULT)
    .describe(`1 to ${CONVERSATION_PAGE_SIZE_MAX}, default ${CONVERSATION_PAGE_SIZE_DEFAULT}`),
});
export type StaffConversationsRequest = z.input<typeof staffConversationsRequest>;
export type StaffConversationsQuery = z.output<typeof staffConversationsRequest>;

export const staffConversation = z.object({
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
  customer: z.object({
    userId: z.number().int(),
    name: z.string().describe('First and last name, or the username when both are empty'),
    email: z.string(),
  }),
  lastMessage: z.string().describe('The newest message’s body (sanitised HTML)'),
  lastMessageAt: z.string().describe('ISO 8601 UTC'),
  unread: z.number().int().describe('Customer messages of the conversation no staff member has read'),
  category: messageCategoryField.describe('The newest message’s category'),
});
export type StaffConversation = z.infer<typeof staffConversation>;

export const staffConversationsResponse = z.object({
  conversations: z.array(staffConversation).describe('The most recently written first'),
  total: z.number().int().describe('Conversations matching the filters, over all pages'),
});
export type StaffConversationsResponse = z.infer<typeof staffConversationsResponse>;
