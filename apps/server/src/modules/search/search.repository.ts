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
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Live projects whose name or key contains `text` (case-insensitive), among those `visible` lets the
 * caller see. An exact key comes first, then an exact name, then names that start with the text.
 * `search_text` is lower(name) || ' ' || lower(key) (migration 0004), trigram-indexed where pg_trgm exists.
 */
export async function searchProjects(
  db: Executor,
  text: string,
  visible: SQL,
  limit: number,
): Promise<ProjectHit[]> {
  const needle = text.toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const rank = sql`case
    when lower(${projects.projectKey}) = ${needle} then 0
    when lower(${projects.name}) = ${needle} then 1
    when lower(${projects.name}) like ${`${escapeLike(needle)}%`} then 2
    else 3 end`;
  return db
    .select({
      projectKey: projects.projectKey,
      name: projects.name,
      status: projects.status,
      customerReference: projects.customerReference,
    })
    .from(projects)
    .where(and(isNull(projects.deletedAt), sql`${projects.searchText} like ${pattern}`, visible))
    .orderBy(rank, asc(sql`lower(${projects.name})`), asc(projects.id))
    .limit(limit);
}
