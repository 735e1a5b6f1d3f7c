import type { Company, CompanyListQuery, CompanyMember } from '@boardhouse/shared/users-admin/companies-api';
import { and, asc, desc, eq, inArray, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { billingDetails, companies, marginBands, users } from '../../db/schema.ts';
import { containsPattern } from '../search/search.repository.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'searchText'>;

/** Written out: drizzle leaves the table off columns of a one-table select, which would mis-correlate. */
const memberCount = sql<number>`(select count(*)::int from users m where m.company_id = companies.id)`;

export function toCompany(row: CompanyRow, members: number): Company {
  return {
    id: row.id,
    name: row.name,
    vatNumber: row.vatNumber,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    country: row.country,
    customerGroup: row.customerGroup,
    members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT: Record<CompanyListQuery['sortField'], SQL> = {
  name: sql`lower(${companies.name})`,
  createdAt: sql`${companies.createdAt}`,
  members: memberCount,
};

export async function listCompanies(db: Executor, query: CompanyListQuery) {
  const where = query.search ? like(companies.searchText, containsPattern(query.search)) : undefined;
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ company: companies, members: memberCount })
      .from(companies)
      .where(where)
      .orderBy(direction(SORT[query.sortField]), asc(companies.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { companies: rows.map((row) => toCompany(row.company, row.members)), total: count?.total ?? 0 };
}

export async function findCompany(db: Executor, id: number) {
  const [row] = await db
    .select({ company: companies, members: memberCount })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export async function companyMembers(db: Executor, id: number): Promise<CompanyMember[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.companyId, id))
    .orderBy(asc(sql`lower(${users.lastname})`), asc(users.id));
}

export async function insertCompany(db: Executor, values: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert into companies returned nothing');
  return row;
}

export async function updateCompany(db: Executor, id: number, values: NewCompany) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function deleteCompany(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return deleted.length > 0;
}

/** The roles of the accounts that exist among `userIds` (who may move them is decided by their roles). */
export async function accountRoles(db: Executor, userIds: number[]): Promise<string[][]> {
  if (userIds.length === 0) return [];
  const rows = await db.select({ roles: users.roles }).from(users).where(inArray(users.id, userIds));
  return rows.map((row) => row.roles);
}

/** Attaches accounts to a company (detaching them from any other); answers how many exist. */
export async function attachMembers(db: Executor, id: number, userIds: number[]): Promise<number> {
  const rows = await db
    .update(users)
    .set({ companyId: id, updatedAt: new Date() })
    .where(inArray(users.id, userIds))
    .returning({ id: users.id });
  return rows.length;
}

export async function detachMember(db: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ companyId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.companyId, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The margin groups that exist: the margin table's, the ones billing details name, and "standard". */
export async function customerGroups(db: Executor): Promise<string[]> {
  const [bands, billing] = await Promise.all([
    db.selectDistinct({ group: marginBands.customerGroup }).from(marginBands),
    db.selectDistinct({ group: billingDetails.customerGroup }).from(billingDetails),
  ]);
  const groups = new Set(['standard', ...bands.map((row) => row.group), ...billing.map((row) => row.group)]);
  return [...groups].sort();
}

/**
 * The margin group a customer's prices come from by way of a company: the account's own company, or
 * else its team owner's (a member invited into a company's team prices as that company). Null = none.
 * A scalar subquery, so pricing reads it with the rest of what a quote needs in one statement.
 */
export function companyGroupOf(userId: number | Placeholder<string>): SQL<string | null> {
  return sql<string | null>`(select c.customer_group from ${users} member
    left join ${users} root on root.id = member.created_by
    join ${companies} c on c.id = coalesce(member.company_id, root.company_id)
    where member.id = ${userId})`;
}
