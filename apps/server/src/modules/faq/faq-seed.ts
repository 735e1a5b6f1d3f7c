import type { FaqTopic } from '@boardhouse/shared/faq/faq-api';
import type { Language } from '@boardhouse/shared/product';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import { sanitiseMessage } from '../messages/message-sanitiser.ts';
import { FAQ_CH } from './content/ch.ts';
import { FAQ_DE } from './content/de.ts';
import { FAQ_EN } from './content/en.ts';
import { FAQ_ES } from './content/es.ts';
import { FAQ_FR } from './content/fr.ts';
import { FAQ_JP } from './content/jp.ts';

/** One default entry: its topic, the question and the answer (HTML of the message subset). */
export type SeedEntry = [topic: FaqTopic, question: string, answer: string];

export const DEFAULT_FAQ: Record<Language, SeedEntry[]> = {
  en: FAQ_EN,
  de: FAQ_DE,
  fr: FAQ_FR,
  es: FAQ_ES,
  jp: FAQ_JP,
  ch: FAQ_CH,
};

/**
 * Writes the default FAQ when there is none at all, so staff edits (even deleting every entry of a
 * language) are never undone by a restart. The transaction-scoped advisory lock keeps two processes
 * starting together from both seeding.
 */
export async function seedFaq(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('boardhouse.faq-seed'))`);
    const [existing] = await tx.select({ id: faqEntries.id }).from(faqEntries).limit(1);
    if (existing) return;
    const rows = Object.entries(DEFAULT_FAQ).flatMap(([language, entries]) => {
      const positions = new Map<string, number>();
      return entries.map(([topic, question, answer]) => {
        const position = positions.get(topic) ?? 0;
        positions.set(topic, position + 1);
        return { language, topic, question, answer: sanitiseMessage(answer), position };
      });
    });
    await tx.insert(faqEntries).values(rows);
  });
}
