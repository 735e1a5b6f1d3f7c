import type { CasePackageListQuery } from '@boardhouse/shared/catalog/case-packages';
import { and, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { casePackages, users } from '../../db/schema.ts';
import { containsPattern, editorName, lowerOf, orderOf, pageWindow } from './catalog-list.ts';

const recordColumns = {
  id: casePackages.id,
  name: casePackages.name,
  mountingStyle: casePackages.mountingStyle,
  pins: casePackages.pins,
  description: casePackages.description,
  updatedAt: casePackages.updatedAt,
  lastModifyBy: editorName,
};

const SORT_COLUMNS = {
  name: lowerOf(casePackages.name),
  mountingStyle: casePackages.mountingStyle,
  pins: casePackages.pins,
  updatedAt: casePackages.updatedAt,
};

const selectRecords = (db: Executor) =>
  db.select(recordColumns).from(casePackages).leftJoin(users, eq(users.id, casePackages.lastModifyBy));

export async function listCasePackages(db: Executor, query: CasePackageListQuery) {
  const where = query.search
    ? or(
        ilike(casePackages.name, containsPattern(query.search)),
        ilike(casePackages.description, containsPattern(query.search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...orderOf(query, SORT_COLUMNS, casePackages.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(casePackages).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export function listAllCasePackages(db: Executor) {
  return selectRecords(db).orderBy(lowerOf(casePackages.name), casePackages.id);
}

export function listCasePackageOptions(db: Executor) {
  return db
    .select({ value: casePackages.id, label: casePackages.name, mountingStyle: casePackages.mountingStyle })
    .from(casePackages)
    .orderBy(lowerOf(casePackages.name), casePackages.id);
}

export type CasePackageRow = NonNullable<Awaited<ReturnType<typeof findCasePackage>>>;

export async function findCasePackage(db: Executor, id: number) {
  const [row] = await selectRecords(db).where(eq(casePackages.id, id)).limit(1);
  return row;
}

export async function isCasePackageNameTaken(db: Executor, normalisedName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: casePackages.id })
    .from(casePackages)
    .where(
      and(
        eq(casePackages.normalisedName, normalisedName),
        exceptId === undefined ? undefined : ne(casePackages.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type CasePackageValues = Omit<typeof casePackages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertCasePackage(db: Executor, values: CasePackageValues): Promise<number> {
  const [row] = await db.insert(casePackages).values(values).returning({ id: casePackages.id });
  if (!row) throw new Error('insert into case_packages returned nothing');
  return row.id;
}

export async function updateCasePackage(db: Executor, id: number, values: CasePackageValues) {
  const [row] = await db
    .update(casePackages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(casePackages.id, id))
    .returning({ id: casePackages.id });
  return row?.id;
}

export async function deleteCasePackage(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(casePackages)
    .where(eq(casePackages.id, id))
    .returning({ id: casePackages.id });
  return rows.length > 0;
}
