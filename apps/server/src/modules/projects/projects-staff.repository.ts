import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import type { ProjectRow } from './projects.repository.ts';

/** A project by its key for staff, deleted or not (the back office restores deleted ones). */
export async function findAnyProject(
  db: Executor,
  key: string,
  options: { lock?: boolean } = {},
): Promise<ProjectRow | undefined> {
  const query = db.select().from(projects).where(eq(projects.projectKey, key)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Writes staff's waiver of the order files (or clears it: all three columns null). */
export async function setFilesWaiver(
  db: Executor,
  id: number,
  waiver: { by: number; at: Date; note: string } | null,
): Promise<void> {
  await db
    .update(projects)
    .set({
      filesWaivedBy: waiver?.by ?? null,
      filesWaivedAt: waiver?.at ?? null,
      filesWaiverNote: waiver?.note ?? null,
      updatedAt: new Date(),
    })
    .where(eq(projects.id, id));
}

/** Takes a deleted project back under `name`; answers the row, or nothing when it was not deleted. */
export async function undeleteProject(
  db: Executor,
  id: number,
  name: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ deletedAt: null, name, updatedAt: new Date() })
    .where(and(eq(projects.id, id), isNotNull(projects.deletedAt)))
    .returning();
  return row;
}
