import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, projectMessages, projects, users } from '../../db/schema.ts';
import { containsPattern, escapeLike } from './search.repository.ts';

/**
 * The quick search's messages, customers and companies. Each matches the lower-cased `search_text`
 * column of its table (migration 0017), which has a trigram index where pg_trgm exists, so a `like
 * '%…%'` of three or more letters reads the index instead of every row.
 */

export interface MessageHit {
  messageId: number;
  projectKey: string;
  projectName: string;
  body: string;
  createdAt: Date;
}

/**
 * The typed words in this order with anything between them: a body's tags became spaces in its
 * search_text, so "solder mask" must also find "<b>solder</b> mask".
 */
const wordsInOrder = (text: string): string =>
  `%${text.trim().toLowerCase().split(/\s+/).map(escapeLike).join('%')}%`;

/** About how many of the newest messages staff's search reads first (bench: about three weeks' worth). */
const RECENT_MESSAGES = 20_000;

/**
 * `offset 0`: PostgreSQL plans a subquery with an offset on its own instead of merging it into the outer
 * query. Drizzle leaves out an offset of 0 (a falsy number), so the clause goes in as SQL.
 */
const PLAN_ON_ITS_OWN = sql`0` as unknown as number;

/**
 * Messages of live projects whose words contain `text`, newest first: in the projects `visible` lets a
 * customer see, or (`visible` null, staff) in every project.
 * A customer's projects are listed first (`= any(array(…))`), so only their messages are read
 * (project_messages_project_idx), however common the words. Staff's search looks among the newest
 * messages first, where common words are found at once; only when they hold too few hits does it read
 * every match through the trigram index (where pg_trgm exists) and keep the newest. Walking all messages
 * newest first instead, for words only old messages hold, read 870,000 rows (bench/messages-scenario.ts,
 * "r12": 430 ms on PGlite).
 */
export async function searchMessages(
  db: Executor,
  text: string,
  visible: SQL | null,
  limit: number,
): Promise<MessageHit[]> {
  const matching = sql`${projectMessages.searchText} like ${wordsInOrder(text)}`;
  if (visible) {
    const inProjects = sql`${projectMessages.projectId} = any(array(
      select ${projects.id} from ${projects} where ${projects.deletedAt} is null and ${visible}))`;
    return newestHits(db, and(matching, inProjects), limit);
  }
  // An anti-join on the (few) deleted projects, read through projects_deleted_idx.
  const live = sql`not exists (select 1 from ${projects} gone
    where gone.id = ${projectMessages.projectId} and gone.deleted_at is not null)`;
  // Where the newest RECENT_MESSAGES begin, found from the primary key (ids grow with time) in a few
  // index steps; counting them down project_messages_created_idx read 20,000 entries. The bound is on
  // the walk's own column, so project_messages_created_idx stops there (an id bound did not). With fewer
  // messages than that, the window is all of them.
  const recent = sql`${projectMessages.createdAt} >= coalesce((select start.created_at from ${projectMessages} start
    where start.id <= (select max(newest.id) - ${RECENT_MESSAGES} from ${projectMessages} newest)
    order by start.id desc limit 1), '-infinity')`;
  const hits = await newestHits(db, and(matching, live, recent), limit);
  return hits.length < limit ? newestHits(db, and(matching, live), limit, { isFenced: true }) : hits;
}

/**
 * The `limit` newest messages `where` selects, joined to their projects only then (joining every hit
 * first cost 15 ms). `isFenced` plans the selection on its own (`offset 0`), so PostgreSQL reads the
 * matches through the trigram index and sorts them instead of walking project_messages_created_idx.
 */
async function newestHits(db: Executor, where: SQL | undefined, limit: number, { isFenced = false } = {}) {
  const selected = db
    .select({
      id: projectMessages.id,
      projectId: projectMessages.projectId,
      body: projectMessages.body,
      createdAt: projectMessages.createdAt,
    })
    .from(projectMessages)
    .where(where);
  const matches = (isFenced ? selected.offset(PLAN_ON_ITS_OWN) : selected).as('matches');
  const hits = db
    .select()
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(limit)
    .as('hits');
  return db
    .select({
      messageId: hits.id,
      projectKey: projects.projectKey,
      projectName: projects.name,
      body: hits.body,
      createdAt: hits.createdAt,
    })
    .from(hits)
    .innerJoin(projects, eq(projects.id, hits.projectId))
    .orderBy(desc(hits.createdAt), desc(hits.id));
}

/** Exact first, then starts-with, then anywhere: the order a person expects from a name box. */
function closeness(column: SQL, text: string): SQL {
  const needle = text.toLowerCase();
  return sql`case when ${column} = ${needle} then 0
    when ${column} like ${`${escapeLike(needle)}%`} then 1 else 2 end`;
}

/** Customer accounts (not staff) by user name, e-mail, name or company name; staff's search only. */
export async function searchCustomers(db: Executor, text: string, limit: number) {
  return db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      company: sql<string | null>`coalesce(${companies.name}, ${users.companyName})`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        sql`${users.searchText} like ${containsPattern(text)}`,
        sql`not (${users.roles} && array['ADMIN', 'SUPER_ADMIN']::text[])`,
      ),
    )
    .orderBy(closeness(sql`lower(${users.email})`, text), asc(sql`lower(${users.lastname})`), asc(users.id))
    .limit(limit);
}

/** Companies by name or VAT number; staff's search only. */
export async function searchCompanies(db: Executor, text: string, limit: number) {
  return db
    .select({ id: companies.id, name: companies.name, vatNumber: companies.vatNumber })
    .from(companies)
    .where(sql`${companies.searchText} like ${containsPattern(text)}`)
    .orderBy(
      closeness(sql`lower(${companies.name})`, text),
      asc(sql`lower(${companies.name})`),
      asc(companies.id),
    )
    .limit(limit);
}
