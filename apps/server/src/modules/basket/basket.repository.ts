import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, offerSelections, offerSets, projectFiles, projects } from '../../db/schema.ts';

/** SQL of the basket: the projects in scope with a selected offer, with their BOM's state. */

export interface BasketRow {
  projectKey: string;
  name: string;
  isOwn: boolean;
  projectCreatedAt: Date;
  quantity: number;
  workingDays: number;
  breakdown: unknown;
  addedAt: Date;
  validUntil: Date;
  hasBom: boolean;
  /** Lines the BOM step still shows as unknown or with a warning; 0 without a BOM. */
  openBomLines: number;
}

/**
 * Every project `scope` allows that has a selection, newest addition first, in one statement: the offer
 * set for its validity, the BOM file for whether there is a BOM and the BOM lines' open count, read per
 * project through a lateral join so only the basket's BOMs are counted.
 */
export async function listBasket(db: Executor, scope: SQL, ownerId: number): Promise<BasketRow[]> {
  const openLines = db
    .select({ open: sql<number>`count(*)::int`.as('open') })
    .from(bomLines)
    .where(and(eq(bomLines.projectId, projects.id), sql`${bomLines.status} in ('unknown', 'warning')`))
    .as('open_lines');
  return db
    .select({
      projectKey: projects.projectKey,
      name: projects.name,
      isOwn: sql<boolean>`${projects.ownerId} = ${ownerId}`,
      projectCreatedAt: projects.createdAt,
      quantity: offerSelections.quantity,
      workingDays: offerSelections.workingDays,
      breakdown: offerSelections.breakdown,
      addedAt: offerSelections.createdAt,
      validUntil: offerSets.validUntil,
      hasBom: sql<boolean>`${projectFiles.id} is not null`,
      openBomLines: sql<number>`coalesce(${openLines.open}, 0)::int`,
    })
    .from(offerSelections)
    .innerJoin(projects, eq(projects.id, offerSelections.projectId))
    .innerJoin(offerSets, eq(offerSets.id, offerSelections.offerSetId))
    .leftJoin(projectFiles, and(eq(projectFiles.projectId, projects.id), eq(projectFiles.kind, 'bom')))
    .leftJoinLateral(openLines, sql`true`)
    .where(and(isNull(projects.deletedAt), scope))
    .orderBy(desc(offerSelections.createdAt), desc(projects.id));
}
