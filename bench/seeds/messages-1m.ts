// 1,000,000 messages over 50,000 projects of 10,000 customers, for the message centre and the quick search.
// Projects go to customers on a square-law spread (customer rank r = 1 + 10000·u² for u uniform), so most
// customers have a handful of projects and a few have hundreds (mcust1 about 500, mcust2 about 200);
// every 50th customer owns a team of four (mcust51..54 belong to mcust50, …), who see the owner's projects.
// Each project holds about 20 messages, customer and staff taking turns, spread over three years. The
// author has read their own message; the owner has read staff's answers and staff the customer's, except
// for the newest ones and one in fifty older answers, so customers have a few unread conversations and
// team members (who read nothing) many. Bench customers sign in with the demo customer's password.
// The conversation counters (migration 0018) follow from the database's own triggers, as in the app.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/context.ts';

const CUSTOMERS = 10_000;
const PROJECTS = 50_000;
const MESSAGES = 1_000_000;

export async function seed(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`
    insert into users (username, email, firstname, lastname, roles, email_confirmed, company_name, password_hash)
    select 'mcust' || n, 'mcust' || n || '@' || (array['example.test', 'mail.test', 'corp.test'])[1 + n % 3],
           (array['Anna', 'Bram', 'Chloe', 'Daan', 'Eva', 'Finn', 'Greta', 'Hugo'])[1 + n % 8],
           (array['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer'])[1 + (n / 8) % 6] || ' ' || n,
           array['USER'], true,
           case when n % 4 <> 0 then (array['Acme', 'Globex', 'Initech', 'Hooli', 'Stark'])[1 + n % 5] || ' ' || (n % 97) end,
           (select password_hash from users where username = 'demo')
    from generate_series(1, ${CUSTOMERS}) as n`);
  await ctx.db.execute(sql`
    update users member set created_by = owner.id
    from users owner
    where member.username like 'mcust%' and substring(member.username from 6)::int % 50 between 1 and 4
      and substring(member.username from 6)::int > 50
      and owner.username = 'mcust' || (substring(member.username from 6)::int / 50) * 50`);
  await ctx.db.execute(sql`
    with customers as (select id, row_number() over (order by id) as rank from users where username like 'mcust%')
    insert into projects (name, owner_id, created_by, status, created_at, updated_at)
    select 'Board ' || n || ' ' ||
             (array['motor driver', 'sensor hub', 'LED panel', 'power supply', 'radio', 'audio amp'])[1 + n % 6],
           customers.id, customers.id,
           (array['draft', 'bom-uploaded', 'pcb-specified', 'quoted', 'ordered'])[1 + n % 5],
           now() - make_interval(mins => (${PROJECTS} - n) * 32), now()
    from generate_series(1, ${PROJECTS}) as n
    join customers on customers.rank =
      1 + floor(${CUSTOMERS - 1} * power((abs(hashint4(n)) % 1000000) / 1000000.0, 2))::int`);
  // Message n belongs to project rank 1 + n·7919 mod 50,000 and is written n·95 s after the first one.
  await ctx.db.execute(sql`
    with boards as (
      select id, owner_id, row_number() over (order by id) as rank from projects where name like 'Board %'
    ), staff as (select id from users where username = 'admin')
    insert into project_messages (project_id, author_id, author_is_staff, body, category, notice_checked_at, created_at)
    select b.id, case when n % 2 = 0 then b.owner_id else staff.id end, n % 2 = 1,
           '<p>' || (array['Please check the drill file of', 'The solder mask colour on', 'Can you confirm the <b>impedance</b> of',
                           'Stencil thickness for', 'Payment received for', 'Updated Gerber files for',
                           'Question about the BOM of', 'Delivery date of', 'Panelisation of', 'Silkscreen text on',
                           'Via tenting on', 'Copper weight of'])[1 + n % 12]
             || ' board ' || b.rank || ', ref <i>R' || n || '</i></p>',
           (array['general', 'bom', 'pcb', 'order', 'payment'])[1 + n % 5],
           now(), now() - make_interval(secs => (${MESSAGES} - n) * 95)
    from generate_series(1, ${MESSAGES}) as n
    cross join staff
    join boards b on b.rank = 1 + (n::bigint * 7919) % ${PROJECTS}`);
  // Read state: the author's own; the other side's except the newest 1 % and one in fifty older answers.
  await ctx.db.execute(sql`
    insert into message_reads (message_id, user_id, reader_is_staff, read_at)
    select m.id, m.author_id, m.author_is_staff, m.created_at from project_messages m
    join projects p on p.id = m.project_id where p.name like 'Board %'`);
  await ctx.db.execute(sql`
    with newest as (select max(id) - ${MESSAGES / 100} as cut from project_messages)
    insert into message_reads (message_id, user_id, reader_is_staff, read_at)
    select m.id, case when m.author_is_staff then p.owner_id else staff.id end, not m.author_is_staff,
           m.created_at + interval '1 hour'
    from project_messages m
    join projects p on p.id = m.project_id
    cross join newest
    cross join (select id from users where username = 'admin') staff
    where p.name like 'Board %' and m.id < newest.cut and abs(hashint4(m.id)) % 50 <> 0`);
  await ctx.db.execute(sql`vacuum analyze users`);
  await ctx.db.execute(sql`vacuum analyze projects`);
  await ctx.db.execute(sql`vacuum analyze project_messages`);
  await ctx.db.execute(sql`vacuum analyze message_reads`);
  await ctx.db.execute(sql`vacuum analyze conversation_reads`);
}
