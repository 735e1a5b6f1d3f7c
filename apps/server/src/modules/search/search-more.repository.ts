import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PLAN_ON_ITS_OWN } from '../../db/plan-on-its-own.ts';
import { companies, projectMessages, projects, users } from '../../db/schema.ts';
import { closeness, containsPattern, escapeLike } from './search.repository.ts';

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

/**
 * How many of the newest messages staff's search reads first (bench: about eleven days' worth). Read
 * whole they cost about 6.5 ms on PGlite; 20,000 cost 13 ms for words they do not hold, 5,000 sent
 * "impedance of board 123" (four hits in 5,000) to the trigram index: 38 ms.
 */
const RECENT_MESSAGES = 10_000;

/**
 * Messages of live projects whose words contain `text`, newest first: in the projects `visible` lets a
 * customer see, or (`visible` null, staff) in every project.
 *
 * Where the words are tested decides the cost, so each path fixes it (a subquery planned on its own,
 * see messagesWhere) rather than leave it to the planner. The trigram index costs what its entries for
 * the typed words' letters cost: for "impedance of board 123" it reads an entry for nearly every
 * message ("boa", "123"), 25–30 ms on PGlite, while a list read in order costs under 1 µs a message.
 * - A customer's messages are read through project_messages_project_idx (their projects listed first),
 *   and the words tested on each: the cost follows how much they wrote, not how common the words are.
 * - Staff's search walks the newest RECENT_MESSAGES newest first and stops at `limit` hits (common
 *   words are found at once). Only when those hold too few does it read every match through the
 *   trigram index and keep the newest; walking all messages newest first instead, for words only old
 *   messages hold, read 870,000 rows (bench/messages-scenario.ts, "r12": 430 ms on PGlite). A table
 *   smaller than the window is looked at twice then, which costs little at that size.
 */
export async function searchMessages(
  db: Executor,
  text: string,
  visible: SQL | null,
  limit: number,
  recentMessages = RECENT_MESSAGES,
): Promise<MessageHit[]> {
  const pattern = wordsInOrder(text);
  if (visible) {
    const theirs = messagesWhere(
      db,
      sql`${projectMessages.projectId} = any(array(
        select ${projects.id} from ${projects} where ${projects.deletedAt} is null and ${visible}))`,
    );
    return newestHits(db, theirs, pattern, limit);
  }
  // An anti-join on the (few) deleted projects, read through projects_deleted_idx.
  const live = sql`not exists (select 1 from ${projects} gone
    where gone.id = ${projectMessages.projectId} and gone.deleted_at is not null)`;
  const hits = await newestHits(db, messagesWhere(db, live, { newest: recentMessages }), pattern, limit);
  if (hits.length === limit) return hits;
  const everyMatch = messagesWhere(db, and(live, sql`${projectMessages.searchText} like ${pattern}`));
  return newestHits(db, everyMatch, pattern, limit);
}

/**
 * The messages `where` selects, planned on their own: all of them (`offset 0`), or the `newest` of
 * them newest first (`limit`: a walk down project_messages_created_idx, read only as far as the words
 * are found).
 */
function messagesWhere(db: Executor, where: SQL | undefined, { newest }: { newest?: number } = {}) {
  const selected = db
    .select({
      id: projectMessages.id,
      projectId: projectMessages.projectId,
      body: projectMessages.body,
      createdAt: projectMessages.createdAt,
      searchText: projectMessages.searchText,
    })
    .from(projectMessages)
    .where(where);
  const fenced = newest
    ? selected.orderBy(desc(projectMessages.createdAt), desc(projectMessages.id)).limit(newest)
    : selected.offset(PLAN_ON_ITS_OWN);
  return fenced.as('candidates');
}

type Candidates = ReturnType<typeof messagesWhere>;

/**
 * The `limit` newest of `candidates` whose words match `pattern`, joined to their projects only then
 * (joining every hit first cost 15 ms).
 */
async function newestHits(db: Executor, candidates: Candidates, pattern: string, limit: number) {
  const hits = db
    .select()
    .from(candidates)
    .where(sql`${candidates.searchText} like ${pattern}`)
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
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
