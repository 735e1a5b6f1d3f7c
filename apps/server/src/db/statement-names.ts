import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named (prepared) statements for the PostgreSQL pool: each connection parses, analyses and plans a
 * statement text once and then only binds and runs it. The queries the app sends are few distinct
 * texts with parameters, and planning them (policy conditions with sub-selects, lock joins) cost
 * PostgreSQL about as much CPU as running them; the database is the one part every server process
 * shares, so what it saves per request is what more processes can use (docs/benchmarks.md).
 *
 * Only statements with parameters are named: they already travel by the extended protocol, one
 * statement each, so a name changes nothing but the caching. Texts without parameters (migrations,
 * which may hold several statements; `select 1`) keep the simple protocol. At most
 * MAX_NAMED_TEXTS texts are named per process, so a query whose text varies with its input (an
 * `in (…)` list of any length) cannot grow each connection's statement cache without bound; texts
 * past the limit run unnamed as before, and so do texts with LIKE (MATCHES_A_PATTERN).
 */

const MAX_NAMED_TEXTS = 400;

/**
 * A LIKE's selectivity is its pattern: `%jansen 12%` matches a few dozen orders, `%radio%` thousands,
 * and the best plan differs (a trigram index, or the sort's index read until the page is full). A
 * kept plan is built for no pattern in particular, and on the back-office lists at 100,000 orders it
 * made filtered pages three to eight times slower (p95 270 against 35 ms on PGlite, 74 against
 * 32 ms on PostgreSQL; bench/backoffice-scenario.ts). So a text with LIKE is planned on every run.
 */
const MATCHES_A_PATTERN = /\bi?like\b/i;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly maxTexts = MAX_NAMED_TEXTS) {}

  /** The name for a statement text, or undefined when it stays unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.maxTexts) return known;
    if (MATCHES_A_PATTERN.test(text)) return undefined;
    // A digest, not a counter: every process names a text alike, which keeps logs comparable.
    const name = `bh_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }

  /** The config with a name added where it qualifies; anything else is passed through untouched. */
  named<T>(config: T, values: unknown): T {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    const parameters = Array.isArray(values) ? values : query.values;
    // A submittable (cursor, stream) or an already named query is the caller's business.
    if (typeof query.text !== 'string' || query.name !== undefined || 'submit' in query) return config;
    if (!Array.isArray(parameters) || parameters.length === 0) return config;
    const name = this.nameFor(query.text);
    return name === undefined ? config : ({ ...query, name } as T);
  }
}

/** Names the statements every connection of `pool` sends from now on (see StatementNames). */
export function nameStatements(pool: pg.Pool, names = new StatementNames()): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // pool.query and a checked-out client (transactions) both end in client.query.
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) =>
      query(names.named(config, values), values, callback);
  });
}
