// 100 staff accounts (staff1 … staff100) with the demo administrator's password, so a bench can hold
// more streams than one account may (10): each staff member hears of every order.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/context.ts';

export const STAFF_ACCOUNTS = 100;

export async function seed(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`
    insert into users (username, email, firstname, lastname, roles, email_confirmed, password_hash)
    select 'staff' || n, 'staff' || n || '@example.test', 'Staff', 'No ' || n, array['ADMIN', 'USER'], true,
           (select password_hash from users where username = 'admin')
    from generate_series(1, ${STAFF_ACCOUNTS}) as n`);
}
