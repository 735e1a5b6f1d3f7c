import { missingFilesMessage, type OrderFileKind } from '@boardhouse/shared/orders/order-files-api';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gerberUploads, projectFiles, projects } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Breakdown } from '../quotes/pricing/offer-engine.ts';

/** What a project has of the files an order needs, and staff's waiver of them. */
export interface OrderFiles {
  hasPlacementFile: boolean;
  /** The newest Gerber upload's analysis is finished: the one an order snapshots and was priced from. */
  hasGerbers: boolean;
  waivedAt: Date | null;
  waivedBy: number | null;
  waiverNote: string | null;
}

/** An offer with assembly lines is an assembly order; one without is a bare board. */
export function isAssemblyOffer(breakdown: Pick<Breakdown, 'lines'>): boolean {
  return breakdown.lines.some((line) => line.block === 'assembly');
}

/** What is missing for an order of this kind, in the order the refusal names them; nothing once waived. */
export function missingOrderFiles(isAssembly: boolean, files: OrderFiles): OrderFileKind[] {
  if (files.waivedAt) return [];
  const missing: OrderFileKind[] = [];
  if (isAssembly && !files.hasPlacementFile) missing.push('placement');
  if (!files.hasGerbers) missing.push('gerbers');
  return missing;
}

export async function readOrderFiles(db: Executor, projectId: number): Promise<OrderFiles> {
  const [project] = await db
    .select({
      waivedAt: projects.filesWaivedAt,
      waivedBy: projects.filesWaivedBy,
      waiverNote: projects.filesWaiverNote,
      hasPlacementFile: sql<boolean>`exists (select 1 from ${projectFiles} where ${projectFiles.projectId} = ${projectId} and ${projectFiles.kind} = 'cpl')`,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  const [newestGerbers] = await db
    .select({ status: gerberUploads.status })
    .from(gerberUploads)
    .where(eq(gerberUploads.projectId, projectId))
    .orderBy(desc(gerberUploads.createdAt), desc(gerberUploads.id))
    .limit(1);
  return {
    hasPlacementFile: project?.hasPlacementFile ?? false,
    hasGerbers: newestGerbers?.status === 'done',
    waivedAt: project?.waivedAt ?? null,
    waivedBy: project?.waivedBy ?? null,
    waiverNote: project?.waiverNote ?? null,
  };
}

/**
 * Refuses an order whose manufacturing files are missing (409 ORDER.FILES_MISSING, naming them), so
 * production never receives an order it cannot build. Read in the submit's transaction, under the
 * project's lock, so what is checked is what the snapshot then takes.
 */
export async function assertOrderFiles(tx: Executor, projectId: number, breakdown: Breakdown): Promise<void> {
  const missing = missingOrderFiles(isAssemblyOffer(breakdown), await readOrderFiles(tx, projectId));
  if (missing.length > 0) {
    throw new AppError('ORDER.FILES_MISSING', missingFilesMessage(missing), { missing });
  }
}
