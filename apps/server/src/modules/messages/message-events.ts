import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { projectShares, projects } from '../../db/schema.ts';
import { accountTreeQuery, selectUserIds } from '../events/account-tree.ts';
import { publishEvent } from '../events/events.publish.ts';
import type { MessageSavedEvent } from './messages.service.ts';

/**
 * Announces a saved message to everyone who sees its conversation: staff, and on the customer side the
 * project owner's account tree (owner and team) and the people it is shared with. Their open message
 * centres fetch the message and the unread counts themselves.
 */
export async function announceMessage(ctx: AppContext, event: MessageSavedEvent): Promise<void> {
  const owner = sql`select p.owner_id from ${projects} p where p.id = ${event.projectId}`;
  const userIds = await selectUserIds(
    ctx.db,
    sql`${accountTreeQuery(owner)}
      union
      select share.user_id from ${projectShares} share where share.project_id = ${event.projectId}`,
  );
  await publishEvent(
    ctx.db,
    { type: 'message', projectId: event.projectKey, messageId: event.messageId },
    { userIds, staff: true },
  );
}
