import { messageCategoriesResponse } from '@boardhouse/shared/messages/message-categories';
import {
  adminMessagesRequest,
  adminUnreadResponse,
  changeCategoryRequest,
  emptyRequest,
  lastMessageResponse,
  markReadResponse,
  markUnreadResponse,
  messageRequest,
  messagesResponse,
  projectMessagesRequest,
  savedMessage,
  saveMessageRequest,
  userMessagesRequest,
  userUnreadResponse,
} from '@boardhouse/shared/messages/messages-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };
/**
 * POSTs that only read (lists, the unread polls every open browser makes) stay out of the audit log:
 * they change nothing, and a row per poll would bury the changes staff read there.
 */
const userReading = { ...user, audited: false };
const adminReading = { ...admin, audited: false };
const WHO =
  'Customers who may see the project (owner, team, shares) and staff; anyone else gets 404 for the project.';

/** The seed's message-centre calls (same methods and paths): one conversation per project. */
export function registerMessageRoutes(app: FastifyInstance, messages: MessagesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/rest/message/saveMessage',
    {
      config: user,
      schema: {
        tags,
        summary: 'Write a message in the project’s conversation, with files uploaded before',
        description: `${WHO} The body is sanitised before it is stored (bold, italic, underline, paragraphs, line breaks, lists and http/https/mailto links are kept; links open apart with rel="noopener noreferrer"); the answer carries it as stored. A body that is empty once sanitised needs at least one attachment (else 400 naming message). attachmentIds must be the caller’s own uploads not sent yet: someone else’s answers 404, one sent already 400.`,
        body: saveMessageRequest,
        response: { 200: savedMessage },
      },
    },
    async (request) => messages.save(requireCaller(request), request.body),
  );

  api.post(
    '/rest/messages/getAllMessagesForUser',
    {
      config: userReading,
      schema: {
        tags,
        summary: 'A window of the project’s conversation, newest first',
        description: `${WHO} startLimit 0 is the newest message; a window holds at most 500. Reading marks nothing read.`,
        body: userMessagesRequest,
        response: { 200: messagesResponse },
      },
    },
    async (request) => messages.listForUser(requireCaller(request), request.body),
  );

  api.post(
    '/rest/messages/getAllMessagesForAdmin',
    {
      config: adminReading,
      schema: {
        tags,
        summary: 'Staff: a window of one conversation, or of every conversation, newest first',
        body: adminMessagesRequest,
        response: { 200: messagesResponse },
      },
    },
    async (request) => messages.listForStaff(requireCaller(request), request.body),
  );

  api.post(
    '/rest/lastMessage',
    {
      config: userReading,
      schema: {
        tags,
        summary: 'The newest message of the project’s conversation, or null',
        description: WHO,
        body: projectMessagesRequest,
        response: { 200: lastMessageResponse },
      },
    },
    async (request) => messages.last(requireCaller(request), request.body.projectId),
  );

  api.post(
    '/rest/messages/checkNewMessagesForUser',
    {
      config: userReading,
      schema: {
        tags,
        summary: 'The caller’s conversations with unread messages, most recent first',
        description:
          'Over every project the caller may see; a conversation without unread messages is not listed.',
        body: emptyRequest,
        response: { 200: userUnreadResponse },
      },
    },
    async (request) => messages.unreadForUser(requireCaller(request)),
  );

  api.post(
    '/rest/messages/checkNewMessagesForAdmin',
    {
      config: adminReading,
      schema: {
        tags,
        summary: 'Staff: how many customer messages no staff member has read',
        body: emptyRequest,
        response: { 200: adminUnreadResponse },
      },
    },
    async () => messages.unreadCountForStaff(),
  );

  const markReadCalls: [path: string, config: { access: 'user' | 'admin' }, who: string][] = [
    ['/rest/messages/updateNotificationStatusUser', user, 'the caller'],
    ['/rest/messages/updateNotificationStatusAdmin', admin, 'the calling staff member'],
  ];
  for (const [path, config, who] of markReadCalls) {
    api.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: `Mark the project’s whole conversation read for ${who}`,
          description: WHO,
          body: projectMessagesRequest,
          response: { 200: markReadResponse },
        },
      },
      async (request) => messages.markRead(requireCaller(request), request.body.projectId),
    );
  }

  api.post(
    '/rest/hubspot/markMessageAsUnread',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark one message unread again, for the caller only',
        description: 'For whoever may see the message’s project; anyone else gets 404.',
        body: messageRequest,
        response: { 200: markUnreadResponse },
      },
    },
    async (request) => messages.markUnread(requireCaller(request), request.body.messageId),
  );

  api.post(
    '/rest/messages/category',
    {
      config: userReading,
      schema: {
        tags,
        summary: 'The categories a message can be filed under',
        body: emptyRequest,
        response: { 200: messageCategoriesResponse },
      },
    },
    async () => messages.categories(),
  );

  api.post(
    '/rest/messages/changeToNewCategory',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staff: file a message under another category',
        description: '404 for a message that does not exist.',
        body: changeCategoryRequest,
        response: { 200: savedMessage },
      },
    },
    async (request) =>
      messages.changeCategory(requireCaller(request), request.body.messageId, request.body.category),
  );
}
