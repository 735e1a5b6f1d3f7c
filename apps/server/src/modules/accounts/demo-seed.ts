import type { AppContext } from '../../context.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { countUsers, insertUser } from './users.repository.ts';

/** The demo sign-ins `npm start` prints; created only on an empty database and never in production. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin1234', roles: ['ADMIN'], firstname: 'Ada', lastname: 'Admin' },
  { username: 'demo', password: 'demo1234', roles: ['USER'], firstname: 'Dana', lastname: 'Demo' },
] as const;

export async function seedDemoData(ctx: AppContext, passwords: PasswordHasher): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const hashed = await Promise.all(DEMO_ACCOUNTS.map((account) => passwords.hash(account.password)));
  await ctx.db.transaction(async (tx) => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      await insertUser(tx, {
        username: account.username,
        email: `${account.username}@boardhouse.local`,
        firstname: account.firstname,
        lastname: account.lastname,
        roles: [...account.roles],
        passwordHash: hashed[index] ?? null,
        emailConfirmed: true,
        acceptedTermsAt: new Date(),
      });
    }
  });
  return true;
}
