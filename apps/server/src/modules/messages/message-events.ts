import type { AppContext } from '../../context.ts';
import { publishEvent } from '../events/events.publish.ts';
import { projectAudienceIds } from '../events/project-audience.ts';
import type { MessageSavedEvent } from './messages.service.ts';

/**
 * Announces a saved message to everyone who sees its conversation: staff, and on the customer side the
 * project owner, the team members allowed to see team projects (account-tree.ts) and the people it is
 * shared with. Their open message centres fetch the message and the unread counts themselves.
 */
export async function announceMessage(ctx: AppContext, event: MessageSavedEvent): Promise<void> {
  const userIds = await projectAudienceIds(ctx.db, event.projectId);
  await publishEvent(
    ctx.db,
    { type: 'message', projectId: event.projectKey, messageId: event.messageId },
    { userIds, staff: true },
  );
}
