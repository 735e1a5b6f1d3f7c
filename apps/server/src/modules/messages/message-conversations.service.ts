import type {
  StaffConversationsQuery,
  StaffConversationsResponse,
} from '@boardhouse/shared/messages/message-conversations-api';
import type { AppContext } from '../../context.ts';
import { countStaffConversations, listStaffConversations } from './message-conversations.repository.ts';

/** Staff's message centre: every conversation, most recently written first, filtered. */
export class MessageConversationsService {
  constructor(private readonly ctx: AppContext) {}

  async listForStaff(query: StaffConversationsQuery): Promise<StaffConversationsResponse> {
    const filters = {
      unreadOnly: query.unreadOnly ?? false,
      category: query.category,
      customer: query.customer || undefined,
      offset: query.page * query.pageSize,
      limit: query.pageSize,
    };
    const rows = await listStaffConversations(this.ctx.db, filters);
    const total =
      rows[0]?.total ?? (filters.offset > 0 ? await countStaffConversations(this.ctx.db, filters) : 0);
    return {
      conversations: rows.map((row) => ({
        projectId: row.projectKey,
        projectName: row.projectName,
        customer: {
          userId: row.ownerId,
          name: `${row.firstname} ${row.lastname}`.trim() || row.username,
          email: row.email,
        },
        lastMessage: row.lastMessage,
        lastMessageAt: row.lastMessageAt.toISOString(),
        unread: row.unread,
        category: row.category,
      })),
      total,
    };
  }
}
