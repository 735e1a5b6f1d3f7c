import { and, asc, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PLAN_ON_ITS_OWN } from '../../db/plan-on-its-own.ts';
import { projects } from '../../db/schema.ts';

export interface ProjectHit {
  projectKey: string;
  name: string;
  status: string;
  customerReference: string | null;
}

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `text` anywhere in a lower-cased `search_text` column, as a LIKE pattern. */
export const containsPattern = (text: string): string => `%${escapeLike(text.toLowerCase())}%`;

/** Exact first, then starts-with, then anywhere: the order a person expects from a name box. */
export function closeness(column: SQL, text: string): SQL {
  const needle = text.toLowerCase();
  return sql`case when ${column} = ${needle} then 0
    when ${column} like ${`${escapeLike(needle)}%`} then 1 else 2 end`;
}

/**
 * Live projects whose name or key contains `text` (case-insensitive), among those `visible` lets a
 * customer see, or (`visible` null, staff) among all. An exact key comes first, then names that start
 * with the text (an exact name the first of them), then the rest, each by name. `search_text` is
 * lower(name) || ' ' || lower(key) (migration 0004), trigram-indexed where pg_trgm exists.
 */
export async function searchProjects(
  db: Executor,
  text: string,
  visible: SQL | null,
  limit: number,
): Promise<ProjectHit[]> {
  return visible ? searchAmongVisible(db, text, visible, limit) : searchAmongAll(db, text, limit);
}

const lowerName = sql`lower(${projects.name})`;
const hitColumns = {
  projectKey: projects.projectKey,
  name: projects.name,
  status: projects.status,
  customerReference: projects.customerReference,
};

/**
 * A customer's projects first (a few hundred at most, through projects_owner_created_idx and the
 * shares), planned on their own (`offset 0`), then the text tested on each and the matches ranked in
 * one query. Left to itself, PostgreSQL read the trigram index for the whole table instead, whose
 * entries for "boa" or "123" name nearly every project (15 ms for "impedance of board 123").
 */
async function searchAmongVisible(db: Executor, text: string, visible: SQL, limit: number) {
  const theirs = db
    .select({
      ...hitColumns,
      id: projects.id,
      lowerName: lowerName.as('lower_name'),
      searchText: projects.searchText,
    })
    .from(projects)
    .where(and(isNull(projects.deletedAt), visible))
    .offset(PLAN_ON_ITS_OWN)
    .as('theirs');
  return db
    .select({
      projectKey: theirs.projectKey,
      name: theirs.name,
      status: theirs.status,
      customerReference: theirs.customerReference,
    })
    .from(theirs)
    .where(sql`${theirs.searchText} like ${containsPattern(text)}`)
    .orderBy(
      sql`case when ${theirs.projectKey} = ${text.toUpperCase()} then 0 else 1 end`,
      closeness(sql`${theirs.lowerName}`, text),
      asc(theirs.lowerName),
      asc(theirs.id),
    )
    .limit(limit);
}

/**
 * Staff: three small queries, each in name order, so PostgreSQL walks projects_live_name_idx and stops
 * after `limit` rows when the text is common (one query ranking every match sorted all 50,000 projects
 * for "boa"), and reads the trigram index when it is rare. The names that start with the text are the
 * first matches from the text on in name order.
 */
async function searchAmongAll(db: Executor, text: string, limit: number) {
  const matching = and(isNull(projects.deletedAt), sql`${projects.searchText} like ${containsPattern(text)}`);
  const find = (where: SQL | undefined, count: number) =>
    db
      .select(hitColumns)
      .from(projects)
      .where(and(matching, where))
      .orderBy(asc(lowerName), asc(projects.id))
      .limit(count);
  const needle = text.toLowerCase();
  const [byKey, fromText, anywhere] = await Promise.all([
    // Keys are upper case ('P-26-000123'): projects_key_idx finds the one typed.
    find(sql`${projects.projectKey} = ${text.toUpperCase()}`, 1),
    find(sql`${lowerName} >= ${needle}`, limit),
    // The key and the names above may be among these too: enough to fill `limit` without them.
    find(undefined, 2 * limit + 1),
  ]);
  const startingWith = fromText.filter((hit) => hit.name.toLowerCase().startsWith(needle));
  const seen = new Set<string>();
  return [...byKey, ...startingWith, ...anywhere]
    .filter((hit) => !seen.has(hit.projectKey) && seen.add(hit.projectKey))
    .slice(0, limit);
}
