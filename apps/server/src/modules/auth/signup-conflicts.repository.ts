import { or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * What stands in the way of a sign-up: a taken username (told to the visitor) and the account that
 * already owns the e-mail address (told only to that account's owner, by e-mail). Both ignore case,
 * like the unique indexes.
 */
export async function findSignupConflicts(db: Executor, username: string, email: string) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
    })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(2);
  return {
    usernameTaken: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    emailOwner: rows.find((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}
