import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, mpnData, type PriceBreak } from '../../db/schema.ts';

/** SQL of staff-confirmed prices: the BOM line, its MPN record and the link between them. */

export async function findBomLine(tx: Executor, projectId: number, lineNo: number) {
  const [line] = await tx
    .select()
    .from(bomLines)
    .where(and(eq(bomLines.projectId, projectId), eq(bomLines.lineNo, lineNo)));
  return line ?? null;
}

/** The MPN record of this part number and manufacturer (case ignored), locked; null when there is none. */
export async function lockMpnRecord(tx: Executor, normalisedMpn: string, manufacturer: string | null) {
  const [row] = await tx
    .select({ id: mpnData.id })
    .from(mpnData)
    .where(
      and(
        eq(mpnData.normalisedMpn, normalisedMpn),
        sql`coalesce(lower(${mpnData.manufacturer}), '') = lower(${manufacturer ?? ''})`,
      ),
    )
    .for('update');
  return row?.id ?? null;
}

export async function setPriceBreaks(tx: Executor, id: number, priceBreaks: PriceBreak[], userId: number) {
  await tx
    .update(mpnData)
    .set({ priceBreaks, lastModifyBy: userId, updatedAt: new Date() })
    .where(eq(mpnData.id, id));
}

export async function insertPricedMpnRecord(
  tx: Executor,
  values: {
    mpn: string;
    normalisedMpn: string;
    manufacturer: string | null;
    description: string | null;
    package: string | null;
    mountingStyle: MountingStyle | null;
    priceBreaks: PriceBreak[];
    lastModifyBy: number;
  },
): Promise<number> {
  const [row] = await tx.insert(mpnData).values(values).returning({ id: mpnData.id });
  if (!row) throw new Error('insert into mpn_data returned nothing');
  return row.id;
}

/** Matches the line to the record; a line with warnings stays 'warning'. */
export async function linkBomLine(tx: Executor, lineId: number, mpnDataId: number) {
  await tx
    .update(bomLines)
    .set({
      mpnDataId,
      status: sql`case when cardinality(${bomLines.warnings}) > 0 then 'warning' else 'matched' end`,
      updatedAt: new Date(),
    })
    .where(eq(bomLines.id, lineId));
}
