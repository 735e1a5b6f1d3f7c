import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { publishEvent } from './events.publish.ts';

/**
 * Announces a new share notification to its recipient, naming the project by its key as every call
 * does; inside the notification's transaction, so only if it commits.
 */
export async function publishShareNotice(db: Executor, userId: number, projectId: number): Promise<void> {
  const [project] = await db
    .select({ key: projects.projectKey })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (project) await publishEvent(db, { type: 'share', projectId: project.key }, { userIds: [userId] });
}
