import {
  staffConversationsRequest,
  staffConversationsResponse,
} from '@boardhouse/shared/messages/message-conversations-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MessageConversationsService } from './message-conversations.service.ts';

/** Staff's list of conversations for the message centre (not a seed call: the seed has no such list). */
export function registerMessageConversationRoutes(
  app: FastifyInstance,
  conversations: MessageConversationsService,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/rest/messages/conversationsForAdmin',
    {
      config: { access: 'admin', audited: false },
      schema: {
        tags: ['messages'],
        summary: 'Staff: every conversation, most recently written first, filtered',
        description:
          'One row per project with messages: its customer (the owner), newest message, its category and how many customer messages no staff member has read. Filters: unreadOnly, category (any message filed under it), customer (part of name, username or e-mail).',
        body: staffConversationsRequest,
        response: { 200: staffConversationsResponse },
      },
    },
    async (request) => conversations.listForStaff(request.body),
  );
}
