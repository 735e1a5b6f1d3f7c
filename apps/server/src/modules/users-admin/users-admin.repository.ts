import type { AdminUser, UserListQuery } from '@boardhouse/shared/users-admin/staff-users-api';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { containsPattern } from '../search/search.repository.ts';
import { kindOfRoles } from './staff-roles.ts';

/**
 * A deleted account keeps its row (orders, invoices and messages point at it) but loses its sign-in
 * identity: its address becomes `deleted-{id}@deleted.invalid` (".invalid" never delivers, RFC 2606),
 * which is also how a deleted account is told from a merely disabled one.
 */
export const DELETED_EMAIL_DOMAIN = '@deleted.invalid';
export const isDeletedEmail = (email: string) => email.endsWith(DELETED_EMAIL_DOMAIN);
const isDeleted = sql`${users.email} like ${`%${DELETED_EMAIL_DOMAIN}`}`;

export type UserWithCompany = UserRow & { company: { id: number; name: string } | null };

export function toAdminUser(row: UserWithCompany): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    kind: kindOfRoles(row.roles),
    roles: row.roles,
    language: row.language,
    disabled: row.disabled,
    deleted: isDeletedEmail(row.email),
    emailConfirmed: row.emailConfirmed,
    hasPassword: row.passwordHash !== null,
    company: row.company,
    companyName: row.companyName,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const KIND_FILTER: Record<NonNullable<UserListQuery['kind']>, SQL> = {
  customer: sql`not ('ADMIN' = any(${users.roles}))`,
  staff: sql`'ADMIN' = any(${users.roles})`,
  'super-admin': sql`'SUPER_ADMIN' = any(${users.roles})`,
};
const STATUS_FILTER: Record<UserListQuery['status'], SQL> = {
  active: sql`not ${users.disabled}`,
  disabled: sql`${users.disabled} and not (${isDeleted})`,
  deleted: isDeleted,
  any: sql`not (${isDeleted})`,
};
const SORT_COLUMNS: Record<UserListQuery['sortField'], SQL[]> = {
  name: [sql`lower(${users.lastname})`, sql`lower(${users.firstname})`],
  email: [sql`lower(${users.email})`],
  createdAt: [sql`${users.createdAt}`],
  updatedAt: [sql`${users.updatedAt}`],
  role: [sql`${users.roles}`],
};

const selection = { user: users, company: { id: companies.id, name: companies.name } };
const withCompany = (rows: { user: UserRow; company: { id: number | null; name: string | null } | null }[]) =>
  rows.map(({ user, company }) => ({
    ...user,
    company: company?.id != null && company.name != null ? { id: company.id, name: company.name } : null,
  }));

export async function listUsers(
  db: Executor,
  query: UserListQuery,
): Promise<{ rows: UserWithCompany[]; total: number }> {
  const where = and(
    STATUS_FILTER[query.status],
    query.kind ? KIND_FILTER[query.kind] : undefined,
    query.companyId ? eq(users.companyId, query.companyId) : undefined,
    query.search ? like(users.searchText, containsPattern(query.search)) : undefined,
  );
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(selection)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(...SORT_COLUMNS[query.sortField].map((column) => direction(column)), asc(users.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows: withCompany(rows), total: count?.total ?? 0 };
}

export async function findUsersWithCompany(db: Executor, ids: readonly number[]): Promise<UserWithCompany[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(selection)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...ids]));
  return withCompany(rows);
}

/** The team an account belongs to: its owner (itself when it has no `createdBy`) and the owner's members. */
export async function findTeam(db: Executor, user: UserRow): Promise<{ owner: UserRow; members: UserRow[] }> {
  const ownerId = user.createdBy ?? user.id;
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.id, ownerId), eq(users.createdBy, ownerId)))
    .orderBy(asc(users.id));
  const owner = rows.find((row) => row.id === ownerId) ?? user;
  return { owner, members: rows.filter((row) => row.id !== ownerId) };
}

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return row !== undefined;
}

/** Another account (not `except`) holding this username or e-mail address, any case; '' matches nothing. */
export async function findOtherAccount(
  db: Executor,
  username: string,
  email: string,
  except?: number,
): Promise<{ username: string; email: string } | undefined> {
  if (!username && !email) return undefined;
  const [row] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          username ? sql`lower(${users.username}) = ${username.toLowerCase()}` : undefined,
          email ? sql`lower(${users.email}) = ${email.toLowerCase()}` : undefined,
        ),
        except === undefined ? undefined : sql`${users.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row;
}
