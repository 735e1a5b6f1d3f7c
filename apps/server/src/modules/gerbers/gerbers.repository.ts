import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

/** Pending uploads no process is analysing (never claimed, or its claim ran out with its process). */
export async function listPendingGerberJobs(db: Executor): Promise<{ jobId: string; projectId: number }[]> {
  return db
    .select({ jobId: gerberUploads.jobId, projectId: gerberUploads.projectId })
    .from(gerberUploads)
    .where(and(eq(gerberUploads.status, 'pending'), isUnclaimed()));
}

/** How long one analysis may take before another server process may start it again. */
const ANALYSIS_CLAIM_MS = 10 * 60 * 1000;

const isUnclaimed = () => or(isNull(gerberUploads.claimedUntil), lt(gerberUploads.claimedUntil, sql`now()`));

/**
 * Takes a pending upload's analysis for this process: one conditional update, so of several server
 * processes that were sent the same job (each re-sends the pending ones at start) one runs it.
 */
export async function claimPendingGerberJob(db: Executor, jobId: string): Promise<GerberUploadRow | null> {
  const [row] = await db
    .update(gerberUploads)
    .set({ claimedUntil: sql`now() + ${ANALYSIS_CLAIM_MS} * interval '1 millisecond'` })
    .where(and(eq(gerberUploads.jobId, jobId), eq(gerberUploads.status, 'pending'), isUnclaimed()))
    .returning();
  return row ?? null;
}

export async function updateGerberUpload(
  db: Executor,
  jobId: string,
  values: Partial<Pick<NewGerberUpload, 'status' | 'progress' | 'error' | 'result' | 'layerOverrides'>>,
): Promise<void> {
  await db
    .update(gerberUploads)
    // A job that ends (done or failed) lets go of its claim, so a later re-analysis may run at once.
    .set({ ...values, ...(values.status ? { claimedUntil: null } : {}), updatedAt: new Date() })
    .where(eq(gerberUploads.jobId, jobId));
}

/** Progress only moves a pending row: a late update never revives a finished job. */
export async function updatePendingProgress(db: Executor, jobId: string, progress: number): Promise<void> {
  await db
    .update(gerberUploads)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(gerberUploads.jobId, jobId), eq(gerberUploads.status, 'pending')));
}
