import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, offerSelections, offerSets, projectFiles, projects } from '../../db/schema.ts';

/** SQL of the basket: the projects in scope with a selected offer, with their BOM's state. */

export interface BasketRow {
  projectId: number;
  ownerId: number;
  projectKey: string;
  name: string;
  isOwn: boolean;
  projectCreatedAt: Date;
  quantity: number;
  workingDays: number;
  breakdown: unknown;
  addedAt: Date;
  validUntil: Date;
  /** The chosen offer set's fingerprint and the selection's destination: what its standing is judged by. */
  fingerprint: string;
  shippingCountry: string | null;
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
      projectId: projects.id,
      ownerId: projects.ownerId,
      projectKey: projects.projectKey,
      name: projects.name,
      isOwn: sql<boolean>`${projects.ownerId} = ${ownerId}`,
      projectCreatedAt: projects.createdAt,
      quantity: offerSelections.quantity,
      workingDays: offerSelections.workingDays,
      breakdown: offerSelections.breakdown,
      addedAt: offerSelections.createdAt,
      validUntil: offerSets.validUntil,
      fingerprint: offerSets.fingerprint,
      shippingCountry: offerSelections.shippingCountry,
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

/**
 * The live projects with a selected offer that `which` names (an owner's, or one project), with what
 * pricing reads of the project itself.
 */
export async function listSelectedProjects(
  db: Executor,
  which: { ownerId: number } | { projectId: number },
): Promise<{ id: number; ownerId: number; intendedQuantity: number | null }[]> {
  return db
    .select({ id: projects.id, ownerId: projects.ownerId, intendedQuantity: projects.intendedQuantity })
    .from(offerSelections)
    .innerJoin(projects, eq(projects.id, offerSelections.projectId))
    .where(
      and(
        isNull(projects.deletedAt),
        'ownerId' in which ? eq(projects.ownerId, which.ownerId) : eq(projects.id, which.projectId),
      ),
    )
    .orderBy(projects.id);
}
