import { z } from 'zod';
import { DATABASE_INT_MAX, recordId, text } from '../fields.ts';
import { formatMessage } from '../messages.ts';
import { projectKeyField } from '../projects.ts';
import { messageCategoryField } from './message-categories.ts';

/**
 * The message centre: one conversation per project between the customers who may see the project and
 * the board house's staff. Bodies are a small HTML subset (bold, italic, lists, links) that the server
 * sanitises before storing; what comes back is always the sanitised form.
 */

const isoMoment = z.string().describe('ISO 8601 UTC');

/** The longest body a client may send (before sanitising); a long e-mail pasted in still fits. */
export const MESSAGE_MAX_LENGTH = 20_000;
/** Files one message may carry. */
export const MESSAGE_MAX_ATTACHMENTS = 10;
/** The largest window of one list call, as the seed asks for records 0 to 500. */
export const MESSAGE_WINDOW_MAX = 500;

export const messageIdField = recordId('Message').describe('The message id');
export const attachmentIdField = recordId('Attachment').describe(
  'An attachment id, as imageUpload answers it',
);

export const messageAuthor = z.object({
  userId: z.number().int(),
  name: z.string().describe('First and last name, or the username when both are empty'),
  isStaff: z.boolean().describe('Written by the board house (an administrator)'),
});

export const messageAttachment = z.object({
  id: z.number().int(),
  fileName: z.string().describe('As uploaded, made safe for a download'),
  contentType: z.string().describe('Decided from the file’s content, not its name'),
  sizeBytes: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

/** A message as saveMessage and changeToNewCategory answer it. */
export const savedMessage = z.object({
  id: z.number().int(),
  projectId: z.string().describe('The project key'),
  message: z.string().describe('The body as stored: sanitised HTML'),
  category: messageCategoryField,
  createdAt: isoMoment,
  author: messageAuthor,
});
export type SavedMessage = z.infer<typeof savedMessage>;

/** A message as the lists answer it: with its project's name, its files and whether the caller read it. */
export const messageView = savedMessage.extend({
  projectName: z.string(),
  attachments: z.array(messageAttachment).describe('In the order they were attached'),
  readByMe: z.boolean(),
});
export type MessageView = z.infer<typeof messageView>;

export const saveMessageRequest = z.object({
  projectId: projectKeyField,
  message: text('Message', { max: MESSAGE_MAX_LENGTH, multiLine: true }).describe(
    'Plain text or HTML; only b, strong, i, em, u, p, br, ul, ol, li and a (http, https, mailto) are kept',
  ),
  category: messageCategoryField.optional().describe('general when absent'),
  attachmentIds: z
    .array(attachmentIdField, { error: formatMessage('invalid', { name: 'Attachments' }) })
    .max(MESSAGE_MAX_ATTACHMENTS, {
      error: `A message can carry at most ${MESSAGE_MAX_ATTACHMENTS} attachments`,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each attachment can be sent once' })
    .optional()
    .describe('The caller’s own uploads, not sent with another message yet'),
});
export type SaveMessageRequest = z.infer<typeof saveMessageRequest>;

/** Calls that take no input: the body may be `{}` or absent. */
export const emptyRequest = z.object({}).optional();

export const projectMessagesRequest = z.object({ projectId: projectKeyField });

const windowBound = (name: string, min: number) =>
  z
    .number({ error: formatMessage('invalid', { name }) })
    .int({ error: formatMessage('invalid', { name }) })
    .min(min, { error: formatMessage('invalid', { name }) })
    .max(DATABASE_INT_MAX, { error: formatMessage('invalid', { name }) });

const messageWindow = {
  startLimit: windowBound('Start limit', 0).describe('Index of the first message, 0 = the newest'),
  endLimit: windowBound('End limit', 0).describe(
    `Index after the last message: from startLimit (an empty window) to ${MESSAGE_WINDOW_MAX} after it`,
  ),
};

const windowFits = (request: { startLimit: number; endLimit: number }) =>
  request.endLimit >= request.startLimit && request.endLimit - request.startLimit <= MESSAGE_WINDOW_MAX;
const WINDOW_ERROR = `End limit must be from the start limit to ${MESSAGE_WINDOW_MAX} after it`;

export const userMessagesRequest = z
  .object({ projectId: projectKeyField, ...messageWindow })
  .refine(windowFits, { error: WINDOW_ERROR, path: ['endLimit'] });
export type UserMessagesRequest = z.infer<typeof userMessagesRequest>;

export const adminMessagesRequest = z
  .object({
    projectId: projectKeyField.optional().describe('One conversation; absent: every conversation'),
    ...messageWindow,
  })
  .refine(windowFits, { error: WINDOW_ERROR, path: ['endLimit'] });
export type AdminMessagesRequest = z.infer<typeof adminMessagesRequest>;

export const messagesResponse = z.object({
  messages: z
    .array(messageView)
    .describe('Newest first: index 0 is the newest message, so the next window holds older ones'),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const lastMessageResponse = messageView
  .nullable()
  .describe('The newest message of the conversation, or null when it has none');

export const unreadConversation = z.object({
  projectId: z.string().describe('The project key'),
  projectName: z.string(),
  unread: z.number().int().describe('Messages of the conversation the caller has not read'),
  lastMessage: z.string().describe('The newest message’s body (sanitised HTML)'),
  createdAt: isoMoment.describe('When the newest message was written'),
});
export type UnreadConversation = z.infer<typeof unreadConversation>;

export const userUnreadResponse = z.object({
  projects: z
    .array(unreadConversation)
    .describe('Conversations with unread messages, the most recent first (at most 100)'),
});
export type UserUnreadResponse = z.infer<typeof userUnreadResponse>;

export const adminUnreadResponse = z.object({
  count: z.number().int().describe('Messages from customers that no staff member has read'),
});

export const markReadResponse = z.object({
  projectId: z.string(),
  markedRead: z.number().int().describe('Messages that were unread for the caller until now'),
});

export const messageRequest = z.object({ messageId: messageIdField });
export const markUnreadResponse = z.object({ messageId: z.number().int(), readByMe: z.boolean() });

export const changeCategoryRequest = z.object({
  messageId: messageIdField,
  category: messageCategoryField,
});
