import { eq, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export function prepareFindUserById(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id');
}

/**
 * Sign-in accepts either the username or the e-mail address, both case-insensitive. A username cannot
 * contain '@' (see usernameSchema), so one index lookup answers either way. Prepared once per app:
 * sign-in is the busiest write path, and on the embedded database SQL building runs on the request thread.
 */
export function prepareFindUserByLogin(db: Database) {
  const byColumn = (column: typeof users.username | typeof users.email, name: string) =>
    db
      .select()
      .from(users)
      .where(sql`lower(${column}) = ${sql.placeholder('login')}`)
      .limit(1)
      .prepare(name);
  const byEmail = byColumn(users.email, 'find_user_by_email');
  const byUsername = byColumn(users.username, 'find_user_by_username');
  return async (login: string): Promise<UserRow | undefined> => {
    const needle = login.trim().toLowerCase();
    const [row] = await (needle.includes('@') ? byEmail : byUsername).execute({ login: needle });
    return row;
  };
}

export async function findConflictingUser(
  db: Executor,
  username: string,
  email: string,
): Promise<Pick<UserRow, 'username' | 'email'> | undefined> {
  const [row] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}
