import type { FaqEntry, FaqEntryInput, FaqReorderRequest, FaqResponse } from '@boardhouse/shared/faq/faq-api';
import { DEFAULT_LANGUAGE } from '@boardhouse/shared/product';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { faqEntries } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccessClaims } from '../auth/access-tokens.ts';
import { isBlankMessage, sanitiseMessage } from '../messages/message-sanitiser.ts';
import { findEntry, listEntries, nextPosition, presentEntry } from './faq.repository.ts';

const NO_ANSWER = 'Answer is required';
const ONE_GROUP = 'List every entry of one language and topic once';

/** The FAQ: read by every signed-in user in their language, written by staff. Answers are sanitised. */
export class FaqService {
  constructor(private readonly ctx: AppContext) {}

  /** The language's entries; a language without any gets the English ones. */
  async forReaders(language: string = DEFAULT_LANGUAGE): Promise<FaqResponse> {
    const rows = await listEntries(this.ctx.db, language);
    if (rows.length > 0 || language === DEFAULT_LANGUAGE) {
      return { language, entries: rows.map(presentEntry) };
    }
    const english = await listEntries(this.ctx.db, DEFAULT_LANGUAGE);
    return { language: DEFAULT_LANGUAGE, entries: english.map(presentEntry) };
  }

  /** Staff edit one language's own entries: no fallback. */
  async forStaff(language: string = DEFAULT_LANGUAGE): Promise<FaqResponse> {
    return { language, entries: (await listEntries(this.ctx.db, language)).map(presentEntry) };
  }

  async create(caller: AccessClaims, input: FaqEntryInput): Promise<FaqEntry> {
    const answer = answerOf(input.answer);
    const [row] = await this.ctx.db
      .insert(faqEntries)
      .values({
        language: input.language,
        topic: input.topic,
        question: input.question,
        answer,
        position: await nextPosition(this.ctx.db, input.language, input.topic),
        updatedBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('insert into faq_entries returned nothing');
    return presentEntry(row);
  }

  /** Changes an entry; moved to another language or topic, it goes last there. */
  async update(caller: AccessClaims, id: number, input: FaqEntryInput): Promise<FaqEntry> {
    const answer = answerOf(input.answer);
    const row = await this.ctx.db.transaction(async (tx) => {
      const current = await findEntry(tx, id, true);
      if (!current) throw AppError.notFound('FAQ entry');
      const moved = current.language !== input.language || current.topic !== input.topic;
      const [updated] = await tx
        .update(faqEntries)
        .set({
          language: input.language,
          topic: input.topic,
          question: input.question,
          answer,
          position: moved ? await nextPosition(tx, input.language, input.topic) : current.position,
          updatedBy: caller.userId,
          updatedAt: sql`now()`,
        })
        .where(eq(faqEntries.id, id))
        .returning();
      return updated;
    });
    if (!row) throw AppError.notFound('FAQ entry');
    return presentEntry(row);
  }

  async delete(id: number): Promise<void> {
    const deleted = await this.ctx.db
      .delete(faqEntries)
      .where(eq(faqEntries.id, id))
      .returning({ id: faqEntries.id });
    if (deleted.length === 0) throw AppError.notFound('FAQ entry');
  }

  /** Puts one language's topic in the order given: every one of its entries, each once. */
  async reorder(caller: AccessClaims, request: FaqReorderRequest): Promise<FaqResponse> {
    const ids = request.ids;
    if (new Set(ids).size !== ids.length) throw AppError.validation({ ids: ONE_GROUP }, ONE_GROUP);
    const language = await this.ctx.db.transaction(async (tx) => {
      const rows = await tx.select().from(faqEntries).where(inArray(faqEntries.id, ids)).for('update');
      if (rows.length !== ids.length) throw AppError.notFound('FAQ entry');
      const first = rows[0];
      if (!first) throw AppError.notFound('FAQ entry');
      const group = await tx
        .select({ id: faqEntries.id })
        .from(faqEntries)
        .where(sql`${faqEntries.language} = ${first.language} and ${faqEntries.topic} = ${first.topic}`);
      const sameGroup = rows.every((row) => row.language === first.language && row.topic === first.topic);
      if (!sameGroup || group.length !== ids.length) throw AppError.validation({ ids: ONE_GROUP }, ONE_GROUP);
      for (const [position, id] of ids.entries()) {
        await tx
          .update(faqEntries)
          .set({ position, updatedBy: caller.userId, updatedAt: sql`now()` })
          .where(eq(faqEntries.id, id));
      }
      return first.language;
    });
    return this.forStaff(language);
  }
}

function answerOf(input: string): string {
  const answer = sanitiseMessage(input);
  if (isBlankMessage(answer)) throw AppError.validation({ answer: NO_ANSWER }, NO_ANSWER);
  return answer;
}
