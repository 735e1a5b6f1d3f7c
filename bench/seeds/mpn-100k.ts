// 100,000 MPN records (the size the BOM budget names), inserted in batches of 25,000.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/context.ts';

export const BENCH_MPN_RECORDS = 100_000;
const BATCH = 25_000;

/** Part numbers the BOM bench uses: BM-000001 … BM-100000. */
export const benchMpn = (n: number) => `BM-${String(n).padStart(6, '0')}`;

export async function seed(ctx: AppContext): Promise<void> {
  for (let first = 1; first <= BENCH_MPN_RECORDS; first += BATCH) {
    await ctx.db.execute(sql`
      insert into mpn_data (mpn, normalised_mpn, manufacturer, description, package, mounting_style, stock)
      select 'BM-' || lpad(n::text, 6, '0'), 'BM-' || lpad(n::text, 6, '0'),
             (array['Yageo', 'Murata', 'Texas Instruments', 'Vishay', 'Samsung'])[1 + n % 5],
             'bench part ' || n,
             (array['0603', '0805', 'SOT-23', 'SOIC-8', 'DIP-8'])[1 + n % 5],
             (array['SMD', 'SMD', 'SMD', 'SMD', 'THT'])[1 + n % 5],
             n % 1000
      from generate_series(${first}::int, ${Math.min(first + BATCH - 1, BENCH_MPN_RECORDS)}::int) as n`);
  }
  await ctx.db.execute(sql`analyze mpn_data`);
}
