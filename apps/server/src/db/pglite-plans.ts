import type { PGlite } from '@electric-sql/pglite';
import { StatementNames } from './statement-names.ts';

/**
 * Plans kept on the embedded database. PGlite runs every query as an unnamed statement, so PostgreSQL
 * parses and plans it again each time, in WebAssembly on the server's one thread: reading a project by
 * key with its visibility policy cost 1.48 ms that way and 0.32 ms from a kept plan (bench, decision
 * 034). The protocol's named statements are not reachable through PGlite's `query`, so each text
 * with parameters is prepared once in PGlite's one session with SQL's PREPARE (its parameter types
 * inferred as the protocol would) and then run as `EXECUTE name('value', …)`.
 *
 * The values travel as string literals: each is first turned into text by PGlite's own serializer
 * for the parameter's type (what its `query` would bind) and then quoted, every `'` doubled; with
 * `standard_conforming_strings` on (checked when installed) a backslash is an ordinary character, so
 * a literal cannot end early. PostgreSQL turns each literal into the parameter's type by that type's
 * input function, as it does a bound text value. A value holding a NUL character, a query with a
 * blob, given parameter types or serializers or no parameters, a text past the limit of StatementNames, and any
 * text PREPARE refuses run as before. Transactions (`client.transaction`) are not touched: their
 * queries run through PGlite's transaction object.
 */
export async function keepPlans(client: PGlite, names = new StatementNames()): Promise<boolean> {
  const conforming = await client.query<{ standard_conforming_strings: string }>(
    'show standard_conforming_strings',
  );
  if (conforming.rows[0]?.standard_conforming_strings !== 'on') return false;
  const query = client.query.bind(client);
  const kept = new Map<string, Promise<KeptPlan | null>>();

  const planOf = (text: string): Promise<KeptPlan | null> => {
    let plan = kept.get(text);
    if (!plan) {
      const name = names.nameFor(text);
      // Only named texts are remembered, so the texts past the limit cannot grow the map.
      if (name === undefined) return Promise.resolve(null);
      plan = prepare(name, text);
      kept.set(text, plan);
    }
    return plan;
  };

  const prepare = async (name: string, text: string): Promise<KeptPlan | null> => {
    try {
      await query(`prepare ${name} as ${text}`);
      const described = await query<{ types: number[] }>(
        'select parameter_types::oid[] as types from pg_prepared_statements where name = $1',
        [name],
      );
      return { name, types: described.rows[0]?.types ?? [] };
    } catch {
      // The query itself says what is wrong with it, unprepared, in the usual way.
      return null;
    }
  };

  (client as { query: typeof client.query }).query = async (text, params, options) => {
    if (!params?.length || options?.blob || options?.paramTypes || options?.serializers) {
      return query(text, params, options);
    }
    const plan = await planOf(text);
    const literals = plan && literalsOf(client, plan, params);
    if (!plan || !literals) return query(text, params, options);
    try {
      return await query(`execute ${plan.name}(${literals.join(', ')})`, [], options);
    } catch (error) {
      // PGlite's error names the query it ran; the EXECUTE holds the values, which the log must not
      // see (plugins/log-safety.ts drops `params`, not the query text). Name the query as written.
      if (error instanceof Error && 'query' in error) Object.assign(error, { query: text, params });
      throw error;
    }
  };
  return true;
}

interface KeptPlan {
  name: string;
  /** The type of each parameter (oid), as PREPARE inferred it. */
  types: number[];
}

/** Each value as a quoted literal, or null when one cannot be written as one (a NUL character). */
function literalsOf(client: PGlite, plan: KeptPlan, params: unknown[]): string[] | null {
  if (params.length !== plan.types.length) return null;
  const literals: string[] = [];
  for (const [index, value] of params.entries()) {
    if (value === null || value === undefined) {
      literals.push('null');
      continue;
    }
    const serialize = client.serializers[plan.types[index] as number];
    const text = serialize ? serialize(value) : String(value);
    if (text.includes('\0')) return null;
    literals.push(`'${text.replaceAll("'", "''")}'`);
  }
  return literals;
}
