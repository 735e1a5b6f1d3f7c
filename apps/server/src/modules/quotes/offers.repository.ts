import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { rawQuery, runBuilt } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import { jsonColumns, jsonRowsQuery, parseJsonRows } from '../../db/json-rows.ts';
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
import { companyGroupOf } from '../companies/companies.repository.ts';

/** SQL of offers: what pricing reads of a project, the offer sets and the selections. */

export interface PricedBomLine {
  lineNo: number;
  designators: string[];
  quantity: number | null;
  mpn: string | null;
  manufacturer: string | null;
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
  const result = await runBuilt(db, 'priced_bom_lines', pricedBomLinesQuery, { projectId });
  return parseJsonRows<PricedBomLine>(result);
}

function pricedBomLinesQuery(db: Executor) {
  const columns = jsonColumns({
    lineNo: bomLines.lineNo,
    designators: bomLines.designators,
    quantity: bomLines.quantity,
    mpn: bomLines.mpn,
    manufacturer: bomLines.manufacturer,
    description: bomLines.description,
    value: bomLines.value,
    package: bomLines.package,
    mountingStyle: bomLines.mountingStyle,
    pins: bomLines.pins,
    dnp: bomLines.dnp,
    customerSupplied: bomLines.customerSupplied,
    priceBreaks: mpnData.priceBreaks,
  });
  return rawQuery(
    db,
    jsonRowsQuery(
      sql`select ${columns} from ${bomLines} left join ${mpnData} on ${mpnData.id} = ${bomLines.mpnDataId}
        where ${bomLines.projectId} = ${sql.placeholder('projectId')}`,
      'lineNo',
    ),
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

export async function findBillingDetails(db: Executor, userId: number) {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row ?? null;
}

/** What a quote needs to know of a project and its owner besides the spec and the BOM. */
export interface PricingFacts {
  hasBomFile: boolean;
  /** Whether the placement file places parts on each side (a placement without a side is on top). */
  placesTop: boolean;
  placesBottom: boolean;
  /** The newest Gerber analysis: its state and the two figures it measured. */
  gerbers: { status: string; minDrillMm: number | null; minTraceMm: number | null } | null;
  billing: { countryCode: string; vatStatus: string; customerGroup: string } | null;
  /** The group of the owner's company (or their team owner's), which wins over the account's own. */
  companyGroup: string | null;
}

/**
 * Everything of `PricingFacts` in one statement: each is a lookup by key, and on the embedded database
 * five small statements cost more to send, plan and map than to run.
 */
export async function findPricingFacts(
  db: Executor,
  project: { id: number; ownerId: number },
): Promise<PricingFacts> {
  const { rows } = await runBuilt(db, 'pricing_facts', pricingFactsQuery, {
    projectId: project.id,
    ownerId: project.ownerId,
  });
  const [row] = rows;
  if (!row) throw new Error('the pricing facts query answered no row');
  return JSON.parse(row.json) as PricingFacts;
}

function pricingFactsQuery(db: Executor) {
  const projectId = sql.placeholder('projectId');
  const ownerId = sql.placeholder('ownerId');
  const places = (side: SQL) =>
    sql`exists (select 1 from ${cplPlacements} where ${cplPlacements.projectId} = ${projectId} and ${side})`;
  return rawQuery<{ json: string }>(
    db,
    sql`select json_build_object(
    'hasBomFile', exists (select 1 from ${projectFiles}
      where ${projectFiles.projectId} = ${projectId} and ${projectFiles.kind} = 'bom'),
    'placesTop', ${places(sql`${cplPlacements.side} is distinct from 'bottom'`)},
    'placesBottom', ${places(sql`${cplPlacements.side} = 'bottom'`)},
    'gerbers', (select json_build_object(
        'status', ${gerberUploads.status},
        'minDrillMm', (${gerberUploads.result} -> 'drill' ->> 'minDiameterMm')::float8,
        'minTraceMm', (${gerberUploads.result} ->> 'minTraceMm')::float8)
      from ${gerberUploads} where ${gerberUploads.projectId} = ${projectId}
      order by ${gerberUploads.createdAt} desc, ${gerberUploads.id} desc limit 1),
    'billing', (select json_build_object(
        'countryCode', ${billingDetails.countryCode},
        'vatStatus', ${billingDetails.vatStatus},
        'customerGroup', ${billingDetails.customerGroup})
      from ${billingDetails} where ${billingDetails.userId} = ${ownerId}),
    'companyGroup', ${companyGroupOf(ownerId)})::text as "json"`,
  );
}

export type OfferSetRow = typeof offerSets.$inferSelect;

export async function findLatestOfferSet(db: Executor, projectId: number): Promise<OfferSetRow | null> {
  const [row] = await runBuilt(
    db,
    'latest_offer_set',
    (db) =>
      db
        .select()
        .from(offerSets)
        .where(eq(offerSets.projectId, sql.placeholder('projectId')))
        .orderBy(desc(offerSets.createdAt))
        .limit(1),
    { projectId },
  );
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
  const query = (db: Executor) =>
    db
      .select({ ...getTableColumns(offerSelections), promoCode: promoCodes.code })
      .from(offerSelections)
      .leftJoin(promoCodes, eq(promoCodes.id, offerSelections.promoCodeId))
      .where(eq(offerSelections.projectId, sql.placeholder('projectId')));
  const [row] = lock
    ? await query(db).for('update', { of: offerSelections }).execute({ projectId })
    : await runBuilt(db, 'offer_selection', query, { projectId });
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
