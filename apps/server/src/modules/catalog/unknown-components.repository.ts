import type { MountingStyle } from '@boardhouse/shared/catalog/normalise';
import type {
  UnknownComponent,
  UnknownComponentListQuery,
} from '@boardhouse/shared/catalog/unknown-components';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bomLines, mpnAliases, mpnData, projects } from '../../db/schema.ts';
import { containsPattern, pageWindow } from './catalog-list.ts';

/**
 * A BOM line's part number as normaliseMpn writes it (NFKC, no white space, upper case), so lines
 * group and match in SQL the way the BOM reader matched them. NFKC already turns most Unicode spaces
 * into plain ones; the class lists the rest that JavaScript's \s knows.
 */
const WHITE_SPACE = '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+';
const normalisedLineMpn = sql`upper(regexp_replace(normalize(${bomLines.mpn}, NFKC), ${WHITE_SPACE}, '', 'g'))`;

/** Projects still being worked on: not deleted, ordered or cancelled. */
const openProject = sql`${projects.deletedAt} is null and ${projects.status} not in ('ordered', 'cancelled')`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const SORT_SQL: Record<UnknownComponentListQuery['sortField'], SQL> = {
  mpn: sql`key`,
  manufacturer: sql`lower(manufacturer)`,
  occurrences: sql`occurrences`,
  projects: sql`projects`,
};

/**
 * One page of the part numbers no MPN record matched, grouped by normalised MPN over the BOMs of open
 * projects, with how many lines and projects use each. Manufacturer, description and package are
 * the values most lines give.
 */
export async function listUnknownComponents(db: Executor, query: UnknownComponentListQuery) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const groups = sql`
    with lines as (
      select ${normalisedLineMpn} as key, ${bomLines.mpn} as mpn, ${bomLines.manufacturer} as manufacturer,
        ${bomLines.description} as description, ${bomLines.package} as package, ${bomLines.projectId} as project_id
      from ${bomLines} join ${projects} on ${projects.id} = ${bomLines.projectId}
      where ${bomLines.status} = 'unknown' and ${bomLines.mpn} is not null and ${openProject}
    ), groups as (
      select key, min(mpn) as mpn,
        mode() within group (order by manufacturer) as manufacturer,
        mode() within group (order by description) as description,
        mode() within group (order by package) as package,
        count(*)::integer as occurrences, count(distinct project_id)::integer as projects
      from lines
      where key <> ''
      group by key
      ${pattern === null ? sql`` : sql`having bool_or(mpn ilike ${pattern} or manufacturer ilike ${pattern} or description ilike ${pattern})`}
    )`;
  const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const { limit, offset } = pageWindow(query);
  const [page, counted] = await Promise.all([
    db.execute(sql`${groups}
      select mpn, manufacturer, description, package, occurrences, projects from groups
      order by ${SORT_SQL[query.sortField]} ${direction} nulls last, key ${direction}
      limit ${limit} offset ${offset}`),
    db.execute(sql`${groups} select count(*)::integer as total from groups`),
  ]);
  return {
    rows: rowsOf<UnknownComponent>(page),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
  };
}

export async function findMpnRecordForMatch(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: mpnData.id,
      normalisedMpn: mpnData.normalisedMpn,
      package: mpnData.package,
      mountingStyle: mpnData.mountingStyle,
    })
    .from(mpnData)
    .where(eq(mpnData.id, id))
    .limit(1);
  return row;
}

/** Points the part number at the record; a part number resolved before is pointed at the new one. */
export async function upsertMpnAlias(
  db: Executor,
  values: { alias: string; normalisedAlias: string; mpnDataId: number; createdBy: number },
): Promise<void> {
  await db
    .insert(mpnAliases)
    .values(values)
    .onConflictDoUpdate({
      target: mpnAliases.normalisedAlias,
      set: { alias: values.alias, mpnDataId: values.mpnDataId, createdBy: values.createdBy },
    });
}

export interface LineMatch {
  mpnDataId: number;
  /** Filled into lines that have none. */
  package: string | null;
  mountingStyle: MountingStyle | null;
  pins: number | null;
}

/**
 * Matches every BOM line of the open projects whose normalised part number is `normalisedMpn` to the
 * record. Lines keep their own package, mounting style and pins; a line with warnings stays 'warning'.
 */
export async function rematchLines(db: Executor, normalisedMpn: string, match: LineMatch): Promise<number> {
  const rows = await db
    .update(bomLines)
    .set({
      mpnDataId: match.mpnDataId,
      package: sql`coalesce(${bomLines.package}, ${match.package})`,
      mountingStyle: sql`coalesce(${bomLines.mountingStyle}, ${match.mountingStyle})`,
      pins: sql`case when ${bomLines.package} is null then coalesce(${bomLines.pins}, ${match.pins}::integer) else ${bomLines.pins} end`,
      status: sql`case when cardinality(${bomLines.warnings}) > 0 then 'warning' else 'matched' end`,
      updatedAt: new Date(),
    })
    .from(projects)
    .where(
      sql`${projects.id} = ${bomLines.projectId} and ${openProject} and ${bomLines.mpn} is not null and ${normalisedLineMpn} = ${normalisedMpn}`,
    )
    .returning({ id: bomLines.id });
  return rows.length;
}
