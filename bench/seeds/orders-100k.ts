// 100,000 orders (or `orders`) for the back-office lists: 2,000 customers (first and last names, four in five with a
// company, three mail domains), one ordered project per order, created every 15 minutes over about
// three years. Statuses are spread so the tabs are larger than a real shop's (heavier to page through):
// 36 % delivered, 19 % cancelled, 26 % paid and in work, 2 % blocked, 8 % awaiting payment, 3 % payment
// failed, 6 % pending (four in five of them by bank transfer); 3 % deleted; paid or bank-transfer orders
// in PAID, IN_REVIEW or PENDING wait for review (one in seven with changes needed), later ones approved.
// Orders are stored oldest first, as a shop takes them; each one's status, removal and lead time come
// from hashes of its id, so every customer has a mix and each tab's orders are spread over the whole table.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/context.ts';

/**
 * `orders` smaller than 100,000 keeps the mix and spread with fewer customers (one per 50 orders, at most
 * 2,000): the order-list reference test runs on a few thousand in every test run, on 100,000 in the bench.
 */
export async function seed(ctx: AppContext, orders = 100_000): Promise<void> {
  const customers = Math.min(2000, Math.ceil(orders / 50));
  await ctx.db.execute(sql`
    insert into users (username, email, firstname, lastname, roles, email_confirmed, company_name)
    select 'buyer' || n,
           'buyer' || n || '@' || (array['example.test', 'mail.test', 'corp.test'])[1 + n % 3],
           (array['Anna', 'Bram', 'Chloe', 'Daan', 'Eva', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jens', 'Kim',
                  'Lars', 'Mila', 'Noah', 'Olga', 'Piet'])[1 + n % 16],
           (array['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos',
                  'Peters', 'Hendriks', 'Dekker', 'Brouwer', 'Koster', 'Schouten'])[1 + (n / 16) % 15] || ' ' || n,
           array['USER'], true,
           case when n % 5 <> 0 then
             (array['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Tyrell',
                    'Cyberdyne'])[1 + n % 10] || ' ' ||
             (array['Electronics', 'Robotics', 'Labs', 'Systems', 'Instruments'])[1 + (n / 10) % 5] || ' ' || (n % 97)
           end
    from generate_series(1, ${customers}) as n`);
  await ctx.db.execute(sql`
    with buyers as (select id, row_number() over (order by id) as rank from users where username like 'buyer%')
    insert into projects (name, owner_id, created_by, status, created_at, updated_at)
    select 'Board ' || n || ' ' ||
             (array['motor driver', 'sensor hub', 'LED panel', 'power supply', 'radio', 'audio amp', 'usb hub'])[1 + n % 7],
           buyers.id, buyers.id, 'ordered', now() - make_interval(mins => n * 15), now()
    from generate_series(1, ${orders}) as n
    join buyers on buyers.rank = 1 + (n * 7919) % ${customers}`);
  await ctx.db.execute(sql`
    insert into orders (order_key, project_id, project_name, owner_id, ordered_by, idempotency_key, status,
                        net_cents, vat_cents, total_cents, snapshot, paid_at, payment_method, payment_state,
                        review_status, deleted_at, created_at, updated_at)
    select 'BH-' || to_char(p.created_at, 'YY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
           p.id, p.name, p.owner_id, p.owner_id, 'bench-' || p.id, s.status,
           s.net, s.net * 21 / 100, s.net + s.net * 21 / 100,
           jsonb_build_object(
             'offer', jsonb_build_object('quantity', s.quantity, 'workingDays', s.days,
               'breakdown', jsonb_build_object(
                 'deliveryDate', to_char(p.created_at + make_interval(days => s.days * 7 / 5), 'YYYY-MM-DD'))),
             'billing', jsonb_build_object(
               'name', u.firstname || ' ' || u.lastname, 'companyName', u.company_name, 'email', u.email)),
           case when s.is_paid then p.created_at + interval '1 hour' end,
           case when s.status = 'PENDING' and s.bucket % 5 <> 0 then 'bank-transfer'
                when s.status <> 'AWAITING_PAYMENT' or s.bucket % 2 = 0 then 'card' end,
           case when s.is_paid then 'PAID' when s.status = 'PAYMENT_FAILED' then 'FAILED'
                when s.status = 'PENDING' and s.bucket % 5 <> 0 then 'BANK_TRANSFER'
                when s.bucket % 2 = 0 then 'OPEN' end,
           case when s.status in ('PAID', 'IN_REVIEW', 'PENDING')
                  then (case when s.bucket % 7 = 0 then 'CHANGES_NEEDED' else 'PENDING' end)
                when s.is_paid then 'APPROVED' else 'PENDING' end,
           case when abs(hashint4(p.id + 7777777)) % 100 < 3 then p.created_at + interval '2 days' end,
           p.created_at, p.created_at
    from projects p
    join users u on u.id = p.owner_id
    cross join lateral (select abs(hashint4(p.id)) % 100 as bucket) x
    cross join lateral (
      select case
        when x.bucket < 36 then 'DELIVERED' when x.bucket < 41 then 'SHIPPED'
        when x.bucket < 48 then 'IN_PRODUCTION' when x.bucket < 53 then 'PURCHASING'
        when x.bucket < 58 then 'IN_REVIEW' when x.bucket < 62 then 'PAID'
        when x.bucket < 70 then 'AWAITING_PAYMENT' when x.bucket < 73 then 'PAYMENT_FAILED'
        when x.bucket < 79 then 'PENDING' when x.bucket < 81 then 'BLOCKED' else 'CANCELLED' end as status
    ) b
    cross join lateral (
      select x.bucket, b.status,
             b.status in ('PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED')
               or (b.status in ('BLOCKED', 'CANCELLED') and x.bucket % 2 = 0) as is_paid,
             1000 + (p.id * 7717) % 400000 as net,
             (array[5, 10, 25, 50, 100, 250, 1000])[1 + p.id % 7] as quantity,
             (array[3, 5, 10, 15, 20])[1 + abs(hashint4(p.id + 1)) % 5] as days
    ) s
    where p.name like 'Board %' and p.status = 'ordered' and u.username like 'buyer%'
    order by p.created_at`);
  // The state a live database reaches minutes after such an import: autovacuum on PostgreSQL, the
  // maintenance job on PGlite (db/maintenance.ts). VACUUM marks the pages all-visible, so a deep page
  // can be read from its sort index alone.
  await ctx.db.execute(sql`vacuum analyze`);
}
