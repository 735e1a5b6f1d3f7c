import { and, asc, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

/**
 * Live projects whose name or key contains `text` (case-insensitive), among those `visible` lets the
 * caller see. An exact key comes first, then an exact name, then names that start with the text, then
 * the rest, each by name. `search_text` is lower(name) || ' ' || lower(key) (migration 0004),
 * trigram-indexed where pg_trgm exists. Three small queries, each in name order, so PostgreSQL walks
 * projects_live_name_idx and stops after `limit` rows when the text is common (one query ranking every
 * match sorted all 50,000 projects for "boa"), and reads the trigram index when it is rare. The names
 * that start with the text are the first matches from the text on in name order.
 */
export async function searchProjects(
  db: Executor,
  text: string,
  visible: SQL,
  limit: number,
): Promise<ProjectHit[]> {
  const name = sql`lower(${projects.name})`;
  const matching = and(
    isNull(projects.deletedAt),
    sql`${projects.searchText} like ${containsPattern(text)}`,
    visible,
  );
  const find = (where: SQL | undefined, count: number) =>
    db
      .select({
        projectKey: projects.projectKey,
        name: projects.name,
        status: projects.status,
        customerReference: projects.customerReference,
      })
      .from(projects)
      .where(and(matching, where))
      .orderBy(asc(name), asc(projects.id))
      .limit(count);
  const needle = text.toLowerCase();
  const [byKey, fromText, anywhere] = await Promise.all([
    // Keys are upper case ('P-26-000123'): projects_key_idx finds the one typed.
    find(sql`${projects.projectKey} = ${text.toUpperCase()}`, 1),
    find(sql`${name} >= ${needle}`, limit),
    // The key and the names above may be among these too: enough to fill `limit` without them.
    find(undefined, 2 * limit + 1),
  ]);
  const startingWith = fromText.filter((hit) => hit.name.toLowerCase().startsWith(needle));
  const seen = new Set<string>();
  return [...byKey, ...startingWith, ...anywhere]
    .filter((hit) => !seen.has(hit.projectKey) && seen.add(hit.projectKey))
    .slice(0, limit);
}
