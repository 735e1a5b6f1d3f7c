import { normaliseMpn } from '@boardhouse/shared/catalog/normalise';
import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rawQuery, runBuilt } from '../../db/built-statements.ts';
import type { Database, Executor } from '../../db/client.ts';
import { jsonColumns, jsonRowsQuery, parseJsonRows } from '../../db/json-rows.ts';
import {
  bomLines,
  distributorMatchRequests,
  distributorOffers,
  distributorSearches,
  mpnData,
  projects,
} from '../../db/schema.ts';
import type { DistributorName, DistributorOffer } from '../../integrations/distributors/port.ts';

export type DistributorOfferRow = typeof distributorOffers.$inferSelect;
export type DistributorSearchRow = typeof distributorSearches.$inferSelect;

/** The numbers a project's BOM asks for (normalised, each once), lines without an MPN left out. */
export async function listProjectMpns(db: Executor, projectId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mpn: sql<string>`${bomLines.mpn}` })
    .from(bomLines)
    .where(
      and(
        eq(bomLines.projectId, projectId),
        sql`${bomLines.mpn} is not null and btrim(${bomLines.mpn}) <> ''`,
        eq(bomLines.dnp, false),
        eq(bomLines.customerSupplied, false),
      ),
    );
  return [...new Set(rows.map((row) => normaliseMpn(row.mpn)))].filter((mpn) => mpn.length > 0);
}

/**
 * `column` is one of `mpns`, sent as one parameter (their `joinedMpns`, or a placeholder for it): a
 * BOM asks for hundreds of numbers, and a parameter each made building and planning the statement
 * cost more than running it. Normalised numbers hold no whitespace, so a line break separates them.
 */
function isOneOf(column: SQLWrapper, mpns: readonly string[] | Placeholder<'mpns'>): SQL {
  const joined = Array.isArray(mpns) ? joinedMpns(mpns) : mpns;
  return sql`${column} = any(string_to_array(${joined}, chr(10)))`;
}

const joinedMpns = (mpns: readonly string[]) => mpns.join('\n');

export async function listSearches(
  db: Executor,
  normalisedMpns: readonly string[],
): Promise<DistributorSearchRow[]> {
  if (normalisedMpns.length === 0) return [];
  return db
    .select()
    .from(distributorSearches)
    .where(isOneOf(distributorSearches.normalisedMpn, normalisedMpns));
}

/** What pricing and the views read of an offer (not the descriptive texts: fewer bytes to decode). */
const PRICED_OFFER = {
  normalisedMpn: distributorOffers.normalisedMpn,
  distributor: distributorOffers.distributor,
  sku: distributorOffers.sku,
  manufacturer: distributorOffers.manufacturer,
  stock: distributorOffers.stock,
  moq: distributorOffers.moq,
  multiple: distributorOffers.multiple,
  priceBreaks: distributorOffers.priceBreaks,
  leadTimeDays: distributorOffers.leadTimeDays,
  attributes: distributorOffers.attributes,
  simulated: distributorOffers.simulated,
  fetchedAt: distributorOffers.fetchedAt,
};
/** As pricing reads an offer; `fetchedAt` is ISO text (the rows come as one JSON text). */
export type PricedOfferRow = Omit<Pick<DistributorOfferRow, keyof typeof PRICED_OFFER>, 'fetchedAt'> & {
  fetchedAt: string;
};

/** The offers for `normalisedMpns`, read as one JSON text: a BOM's offers are read for every quote. */
export async function listOffers(db: Executor, normalisedMpns: readonly string[]): Promise<PricedOfferRow[]> {
  if (normalisedMpns.length === 0) return [];
  const result = await runBuilt(
    db,
    'priced_distributor_offers',
    (db) =>
      rawQuery(
        db,
        jsonRowsQuery(
          sql`select ${jsonColumns(PRICED_OFFER)} from ${distributorOffers}
            where ${isOneOf(distributorOffers.normalisedMpn, sql.placeholder('mpns'))}`,
        ),
      ),
    { mpns: joinedMpns(normalisedMpns) },
  );
  return parseJsonRows<PricedOfferRow>(result);
}

/** What one distributor answered for one number, ready to store. */
export interface SearchAnswer {
  normalisedMpn: string;
  distributor: DistributorName;
  outcome: 'found' | 'none' | 'failed';
  message: string | null;
  offers: readonly DistributorOffer[];
}

/**
 * Stores answers: a found or empty answer replaces what that distributor offered for the number
 * before; a failed one keeps the older offers (still better than an estimate) and only marks the
 * search failed, so the next upload asks again. One transaction, so pricing never sees half.
 */
export async function saveSearchAnswers(
  db: Database,
  answers: readonly SearchAnswer[],
  simulated: boolean,
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  // One delete per distributor, not per number: on the embedded database every statement of a
  // transaction runs on the event loop, and forty small deletes held it for tens of milliseconds.
  const replaced = new Map<DistributorName, string[]>();
  for (const answer of answers) {
    if (answer.outcome === 'failed') continue;
    replaced.set(answer.distributor, [...(replaced.get(answer.distributor) ?? []), answer.normalisedMpn]);
  }
  await db.transaction(async (tx) => {
    for (const [distributor, mpns] of replaced) {
      await tx
        .delete(distributorOffers)
        .where(
          and(eq(distributorOffers.distributor, distributor), isOneOf(distributorOffers.normalisedMpn, mpns)),
        );
    }
    const offerRows = answers.flatMap((answer) =>
      answer.offers.map((offer) => ({
        normalisedMpn: answer.normalisedMpn,
        mpn: offer.mpn,
        distributor: offer.distributor,
        sku: offer.sku,
        manufacturer: offer.manufacturer,
        stock: offer.stock,
        moq: offer.moq,
        multiple: offer.multiple,
        priceBreaks: offer.priceBreaks,
        leadTimeDays: offer.leadTimeDays,
        packaging: offer.packaging,
        attributes: offer.attributes,
        simulated,
        fetchedAt: new Date(offer.fetchedAt),
      })),
    );
    if (offerRows.length > 0) await tx.insert(distributorOffers).values(offerRows);
    await tx
      .insert(distributorSearches)
      .values(
        answers.map((answer) => ({
          normalisedMpn: answer.normalisedMpn,
          distributor: answer.distributor,
          outcome: answer.outcome,
          message: answer.message,
          simulated,
          searchedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [distributorSearches.normalisedMpn, distributorSearches.distributor],
        set: {
          outcome: sql`excluded.outcome`,
          message: sql`excluded.message`,
          simulated: sql`excluded.simulated`,
          searchedAt: sql`excluded.searched_at`,
        },
      });
  });
}

export async function requestMatching(db: Executor, projectId: number): Promise<void> {
  await db
    .insert(distributorMatchRequests)
    .values({ projectId })
    .onConflictDoUpdate({ target: distributorMatchRequests.projectId, set: { requestedAt: sql`now()` } });
}

/** Done with a request, unless the BOM was uploaded again since it was read (then it runs again). */
export async function finishMatching(db: Executor, projectId: number, readAt: Date): Promise<boolean> {
  const removed = await db
    .delete(distributorMatchRequests)
    .where(
      and(
        eq(distributorMatchRequests.projectId, projectId),
        sql`${distributorMatchRequests.requestedAt} <= ${readAt.toISOString()}`,
      ),
    )
    .returning({ projectId: distributorMatchRequests.projectId });
  return removed.length > 0;
}

export async function isMatchingPending(db: Executor, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ projectId: distributorMatchRequests.projectId })
    .from(distributorMatchRequests)
    .where(eq(distributorMatchRequests.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

export async function listPendingMatches(db: Executor): Promise<{ projectId: number; projectKey: string }[]> {
  return db
    .select({ projectId: distributorMatchRequests.projectId, projectKey: projects.projectKey })
    .from(distributorMatchRequests)
    .innerJoin(projects, eq(projects.id, distributorMatchRequests.projectId))
    .orderBy(distributorMatchRequests.requestedAt);
}

/** A project's BOM lines as the distributor view needs them, with any price staff set in the MPN data. */
export async function listLinesForPrices(db: Executor, projectId: number) {
  return db
    .select({
      lineNo: bomLines.lineNo,
      mpn: bomLines.mpn,
      manufacturer: bomLines.manufacturer,
      dnp: bomLines.dnp,
      customerSupplied: bomLines.customerSupplied,
      staffPriceBreaks: mpnData.priceBreaks,
    })
    .from(bomLines)
    .leftJoin(mpnData, eq(mpnData.id, bomLines.mpnDataId))
    .where(eq(bomLines.projectId, projectId))
    .orderBy(bomLines.lineNo);
}
