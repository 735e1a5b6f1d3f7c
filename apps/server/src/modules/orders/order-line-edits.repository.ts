import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, mpnData } from '../../db/schema.ts';

/** SQL of staff edits of an ordered BOM line: the project's live line and the catalog record it teaches. */

export interface OrderedLineValues {
  mpnDataId?: number | null;
  package?: string | null;
  mountingStyle?: MountingStyle | null;
  pins?: number | null;
  /** The line now has a record: matched, or 'warning' while its own warnings stand. */
  isMatched?: boolean;
}

/**
 * Changes the ordered project's own BOM line. Only the line the order holds: same number and same part
 * number text, so a line renumbered by a later upload is never changed in its place. False when the
 * project has no such line any more.
 */
export async function updateOrderedLine(
  db: Executor,
  line: { projectId: number; lineNo: number; mpn: string | null },
  values: OrderedLineValues,
): Promise<boolean> {
  const { isMatched, ...columns } = values;
  const rows = await db
    .update(bomLines)
    .set({
      ...columns,
      ...(isMatched
        ? {
            status: sql`case when cardinality(${bomLines.warnings}) > 0 then 'warning' else 'matched' end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(bomLines.projectId, line.projectId),
        eq(bomLines.lineNo, line.lineNo),
        sql`${bomLines.mpn} is not distinct from ${line.mpn}`,
      ),
    )
    .returning({ id: bomLines.id });
  return rows.length > 0;
}

/** What an MPN record learns from a staff correction; what is not named stays. */
export async function teachMpnRecord(
  db: Executor,
  id: number,
  values: { package?: string | null; mountingStyle?: MountingStyle | null; lastModifyBy: number },
): Promise<void> {
  await db
    .update(mpnData)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mpnData.id, id));
}
