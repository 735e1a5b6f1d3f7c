import { FAQ_TOPICS, type FaqEntry, type FaqTopic } from '@boardhouse/shared/faq/faq-api';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';

/** SQL of the FAQ entries. */

export type FaqRow = typeof faqEntries.$inferSelect;

export const presentEntry = (row: FaqRow): FaqEntry => ({
  id: row.id,
  language: row.language,
  topic: row.topic as FaqTopic,
  question: row.question,
  answer: row.answer,
  position: row.position,
});

/** Topics in FAQ_TOPICS order (a topic stored by hand outside the list comes last), then position. */
const topicOrder = sql`array_position(array[${sql.join(
  FAQ_TOPICS.map((topic) => sql`${topic}`),
  sql`, `,
)}]::text[], ${faqEntries.topic})`;

export async function listEntries(db: Executor, language: string): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.language, language))
    .orderBy(sql`${topicOrder} nulls last`, asc(faqEntries.position), asc(faqEntries.id));
}

export async function findEntry(db: Executor, id: number, lock = false): Promise<FaqRow | null> {
  const query = db.select().from(faqEntries).where(eq(faqEntries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The position after the last entry of the language's topic. */
export async function nextPosition(db: Executor, language: string, topic: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${faqEntries.position})` })
    .from(faqEntries)
    .where(and(eq(faqEntries.language, language), eq(faqEntries.topic, topic)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function countEntries(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(faqEntries);
  return row?.count ?? 0;
}
