import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects, users } from '../../db/schema.ts';

/** Whom an order e-mail goes to: the order's owner, in their language. */
export async function recipientOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstname: users.firstname, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} is gone`);
  return row;
}

/** A project's name, for e-mails written where only the order row is at hand. */
export async function projectNameOf(db: Executor, projectId: number): Promise<string> {
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  return row?.name ?? '';
}
