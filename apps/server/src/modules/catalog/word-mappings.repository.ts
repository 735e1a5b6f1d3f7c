import type { WordMappingListQuery } from '@boardhouse/shared/catalog/word-mappings';
import { and, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, wordMappings } from '../../db/schema.ts';
import { containsPattern, editorName, lowerOf, orderOf, pageWindow } from './catalog-list.ts';

const recordColumns = {
  id: wordMappings.id,
  kind: wordMappings.kind,
  word: wordMappings.word,
  field: wordMappings.field,
  updatedAt: wordMappings.updatedAt,
  lastModifyBy: editorName,
};

const SORT_COLUMNS = {
  word: lowerOf(wordMappings.word),
  field: wordMappings.field,
  updatedAt: wordMappings.updatedAt,
};

const selectRecords = (db: Executor) =>
  db.select(recordColumns).from(wordMappings).leftJoin(users, eq(users.id, wordMappings.lastModifyBy));

export type WordMappingRow = NonNullable<Awaited<ReturnType<typeof findWordMapping>>>;

export async function listWordMappings(db: Executor, query: WordMappingListQuery) {
  const pattern = query.search ? containsPattern(query.search) : '';
  const where = and(
    eq(wordMappings.kind, query.kind),
    query.search ? or(ilike(wordMappings.word, pattern), ilike(wordMappings.field, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...orderOf(query, SORT_COLUMNS, wordMappings.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(wordMappings).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findWordMapping(db: Executor, id: number) {
  const [row] = await selectRecords(db).where(eq(wordMappings.id, id)).limit(1);
  return row;
}

export async function isWordTaken(
  db: Executor,
  kind: WordMappingRow['kind'],
  normalisedWord: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: wordMappings.id })
    .from(wordMappings)
    .where(
      and(
        eq(wordMappings.kind, kind),
        eq(wordMappings.normalisedWord, normalisedWord),
        exceptId === undefined ? undefined : ne(wordMappings.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type WordMappingValues = Omit<typeof wordMappings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertWordMapping(db: Executor, values: WordMappingValues): Promise<number> {
  const [row] = await db.insert(wordMappings).values(values).returning({ id: wordMappings.id });
  if (!row) throw new Error('insert into word_mappings returned nothing');
  return row.id;
}

export async function updateWordMapping(db: Executor, id: number, values: WordMappingValues) {
  const [row] = await db
    .update(wordMappings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wordMappings.id, id))
    .returning({ id: wordMappings.id });
  return row?.id;
}

export async function deleteWordMapping(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(wordMappings)
    .where(eq(wordMappings.id, id))
    .returning({ id: wordMappings.id });
  return rows.length > 0;
}
