import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonColumns, readJsonRows } from '../../db/json-rows.ts';
import {
  billingDetails,
  bomLines,
  cplPlacements,
  gerberUploads,
  mpnData,
  offerSelections,
  offerSets,
  projectFiles,
  projects,
  promoCodes,
} from '../../db/schema.ts';

/** SQL of offers: what pricing reads of a project, the offer sets and the selections. */

export interface PricedBomLine {
  lineNo: number;
  designators: string[];
  quantity: number | null;
  mpn: string | null;
  description: string | null;
  value: string | null;
  package: string | null;
  mountingStyle: (typeof bomLines.$inferSelect)['mountingStyle'];
  pins: number | null;
  dnp: boolean;
  customerSupplied: boolean;
  priceBreaks: (typeof mpnData.$inferSelect)['priceBreaks'] | null;
}

/**
 * The BOM lines with the price breaks of the MPN record each is matched to, in file order. Read as
 * one JSON text: every offer reads the whole BOM, and row by row 500 lines cost three times as long.
 */
export async function listPricedBomLines(db: Executor, projectId: number): Promise<PricedBomLine[]> {
  const columns = jsonColumns({
    lineNo: bomLines.lineNo,
    designators: bomLines.designators,
    quantity: bomLines.quantity,
    mpn: bomLines.mpn,
    description: bomLines.description,
    value: bomLines.value,
    package: bomLines.package,
    mountingStyle: bomLines.mountingStyle,
    pins: bomLines.pins,
    dnp: bomLines.dnp,
    customerSupplied: bomLines.customerSupplied,
    priceBreaks: mpnData.priceBreaks,
  });
  return readJsonRows<PricedBomLine>(
    db,
    sql`select ${columns} from ${bomLines} left join ${mpnData} on ${mpnData.id} = ${bomLines.mpnDataId}
      where ${bomLines.projectId} = ${projectId}`,
    'lineNo',
  );
}

export async function hasBomFile(db: Executor, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.kind, 'bom')))
    .limit(1);
  return row !== undefined;
}

/** Placements of the placement file per side (top, bottom, or null when the file does not say). */
export async function countPlacementsBySide(db: Executor, projectId: number) {
  return db
    .select({ side: cplPlacements.side, placements: count() })
    .from(cplPlacements)
    .where(eq(cplPlacements.projectId, projectId))
    .groupBy(cplPlacements.side);
}

export async function findBillingDetails(db: Executor, userId: number) {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row ?? null;
}

export type OfferSetRow = typeof offerSets.$inferSelect;

export async function findLatestOfferSet(db: Executor, projectId: number): Promise<OfferSetRow | null> {
  const [row] = await db
    .select()
    .from(offerSets)
    .where(eq(offerSets.projectId, projectId))
    .orderBy(desc(offerSets.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findOfferSet(db: Executor, id: string): Promise<OfferSetRow | null> {
  const [row] = await db.select().from(offerSets).where(eq(offerSets.id, id));
  return row ?? null;
}

/**
 * Writes a new offer set and answers it as stored. The id is made here, so nothing is read back: the
 * cells are the larger part of the row, and returning them costs as much again as writing them.
 */
export async function insertOfferSet(db: Executor, values: Omit<OfferSetRow, 'id'>): Promise<OfferSetRow> {
  const row: OfferSetRow = { id: randomUUID(), ...values };
  await db.insert(offerSets).values(row);
  return row;
}

/** What pricing needs of the newest Gerber analysis: its state and two measured figures. */
export async function findMeasuredGerbers(db: Executor, projectId: number) {
  const [row] = await db
    .select({
      status: gerberUploads.status,
      minDrillMm: sql<number | null>`(${gerberUploads.result} -> 'drill' ->> 'minDiameterMm')::float8`,
      minTraceMm: sql<number | null>`(${gerberUploads.result} ->> 'minTraceMm')::float8`,
    })
    .from(gerberUploads)
    .where(eq(gerberUploads.projectId, projectId))
    .orderBy(desc(gerberUploads.createdAt), desc(gerberUploads.id))
    .limit(1);
  return row ?? null;
}

/** Removes a project's offer sets older than `keep`, except one a selection still points at. */
export async function deleteOlderOfferSets(db: Executor, projectId: number, keep: OfferSetRow) {
  const selected = db.select({ id: offerSelections.offerSetId }).from(offerSelections);
  await db
    .delete(offerSets)
    .where(
      and(
        eq(offerSets.projectId, projectId),
        sql`${offerSets.createdAt} < ${keep.createdAt.toISOString()}`,
        notInArray(offerSets.id, selected),
      ),
    );
}

/** A selection with the text of its promo code, if one is applied. */
export type OfferSelectionRow = typeof offerSelections.$inferSelect & { promoCode: string | null };

/** The project's selection; `lock` holds it until the caller's transaction ends. */
export async function findSelection(
  db: Executor,
  projectId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<OfferSelectionRow | null> {
  const query = db
    .select({ ...getTableColumns(offerSelections), promoCode: promoCodes.code })
    .from(offerSelections)
    .leftJoin(promoCodes, eq(promoCodes.id, offerSelections.promoCodeId))
    .where(eq(offerSelections.projectId, projectId));
  const [row] = lock ? await query.for('update', { of: offerSelections }) : await query;
  return row ?? null;
}

export async function saveSelection(db: Executor, values: typeof offerSelections.$inferInsert) {
  await db
    .insert(offerSelections)
    .values(values)
    .onConflictDoUpdate({
      target: offerSelections.projectId,
      set: { ...values, updatedAt: new Date() },
    });
}

export async function deleteSelection(db: Executor, projectId: number) {
  await db.delete(offerSelections).where(eq(offerSelections.projectId, projectId));
}

/** Projects of `ownerId` with a selected offer: the basket. */
export async function countBasket(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ items: count() })
    .from(offerSelections)
    .innerJoin(projects, eq(projects.id, offerSelections.projectId))
    .where(and(eq(projects.ownerId, ownerId), isNull(projects.deletedAt)));
  return row?.items ?? 0;
}
