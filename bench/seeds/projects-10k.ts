// 10,000 projects in the database: 1,000 owned by the demo customer (a heavy user), the other 9,000
// spread over 90 further customers; varied names, dates and statuses.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/context.ts';

export async function seed(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`
    insert into users (username, email, firstname, lastname, roles, email_confirmed)
    select 'customer' || n, 'customer' || n || '@example.test', 'Customer', 'No ' || n, array['USER'], true
    from generate_series(1, 90) as n`);
  await ctx.db.execute(sql`
    with owners as (
      select id, row_number() over (order by id) - 1 as rank from users
      where username = 'demo' or username like 'customer%'
    )
    insert into projects (name, owner_id, created_by, status, created_at, updated_at)
    select 'Board ' || n || ' ' || (array['motor driver', 'sensor hub', 'LED panel', 'power supply', 'radio'])[1 + n % 5],
           owners.id, owners.id,
           (array['draft', 'bom-uploaded', 'pcb-specified', 'quoted', 'ordered'])[1 + n % 5],
           now() - (n || ' minutes')::interval, now()
    from generate_series(1, 10000) as n
    join owners on owners.rank = case when n <= 1000 then 0 else 1 + (n - 1001) / 100 end`);
  await ctx.db.execute(sql`analyze`);
}
