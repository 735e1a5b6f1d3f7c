import type { AppContext } from '../../context.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { type ExampleProjectServices, seedExampleProject } from './demo-project-seed.ts';
import { countUsers, insertUser } from './users.repository.ts';

/** The demo sign-ins `npm start` prints; created only on an empty database and never in production. */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin1234',
    roles: ['ADMIN', 'SUPER_ADMIN'],
    firstname: 'Ada',
    lastname: 'Admin',
  },
  {
    username: 'demo',
    password: 'demo1234',
    roles: ['USER'],
    firstname: 'Dana',
    lastname: 'Demo',
    // Where an order goes when no other delivery address is chosen (orders.service.ts).
    address: { address: 'Keizersgracht 123', zipCode: '1015 CJ', city: 'Amsterdam' },
  },
] as const;

/**
 * The demo accounts and the demo customer's example project (demo-project-seed.ts), on an empty
 * database only: the accounts in one transaction, then the project through the upload services
 * (`services` null leaves the project out, for benchmarks that count what the accounts own).
 */
export async function seedDemoData(
  ctx: AppContext,
  passwords: PasswordHasher,
  services: ExampleProjectServices | null,
): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const hashed = await Promise.all(DEMO_ACCOUNTS.map((account) => passwords.hash(account.password)));
  const created = await ctx.db.transaction(async (tx) => {
    const rows = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const row = await insertUser(tx, {
        username: account.username,
        email: `${account.username}@boardhouse.local`,
        firstname: account.firstname,
        lastname: account.lastname,
        roles: [...account.roles],
        ...('address' in account ? account.address : {}),
        passwordHash: hashed[index] ?? null,
        emailConfirmed: true,
        acceptedTermsAt: new Date(),
      });
      rows.push({ username: account.username, id: row.id, roles: [...account.roles] });
    }
    return rows;
  });
  const customer = created.find((row) => row.username === 'demo');
  // The accounts are what matters to sign in: a project that cannot be made is logged, not fatal.
  if (customer && services) {
    await seedExampleProject(services, customer).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'the example project could not be created'),
    );
  }
  return true;
}
