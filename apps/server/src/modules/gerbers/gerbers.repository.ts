import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gerberUploads } from '../../db/schema.ts';

export type GerberUploadRow = typeof gerberUploads.$inferSelect;
type NewGerberUpload = typeof gerberUploads.$inferInsert;

/**
 * Records a project's new upload in place of its earlier ones (the PCB page only ever shows the newest);
 * answers the storage folders of the rows it removed, for the caller to delete after the commit.
 */
export async function replaceGerberUploads(db: Executor, values: NewGerberUpload): Promise<string[]> {
  const removed = await db
    .delete(gerberUploads)
    .where(eq(gerberUploads.projectId, values.projectId))
    .returning({ storageKey: gerberUploads.storageKey });
  await db.insert(gerberUploads).values(values);
  return removed.map((row) => row.storageKey);
}

/** The project's newest upload: the one the PCB page shows. */
export async function findNewestGerberUpload(
  db: Executor,
  projectId: number,
): Promise<GerberUploadRow | null> {
  const [row] = await db
    .select()
    .from(gerberUploads)
    .where(eq(gerberUploads.projectId, projectId))
    .orderBy(desc(gerberUploads.createdAt), desc(gerberUploads.id))
    .limit(1);
  return row ?? null;
}

export async function findGerberUploadByJob(db: Executor, jobId: string): Promise<GerberUploadRow | null> {
  const [row] = await db.select().from(gerberUploads).where(eq(gerberUploads.jobId, jobId)).limit(1);
  return row ?? null;
}

export async function listPendingGerberJobs(db: Executor): Promise<{ jobId: string; projectId: number }[]> {
  return db
    .select({ jobId: gerberUploads.jobId, projectId: gerberUploads.projectId })
    .from(gerberUploads)
    .where(eq(gerberUploads.status, 'pending'));
}

export async function updateGerberUpload(
  db: Executor,
  jobId: string,
  values: Partial<Pick<NewGerberUpload, 'status' | 'progress' | 'error' | 'result' | 'layerOverrides'>>,
): Promise<void> {
  await db
    .update(gerberUploads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(gerberUploads.jobId, jobId));
}

/** Progress only moves a pending row: a late update never revives a finished job. */
export async function updatePendingProgress(db: Executor, jobId: string, progress: number): Promise<void> {
  await db
    .update(gerberUploads)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(gerberUploads.jobId, jobId), eq(gerberUploads.status, 'pending')));
}
