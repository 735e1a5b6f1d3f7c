// Child process of bench/run.ts: the real server (buildApp) on a temporary data folder, on PGlite or on
// a fresh PostgreSQL schema. Further arguments name bench data seeds (files in bench/seeds/ exporting
// `seed(ctx)`), run after the demo seed. Prints `{"port":N}` once listening; cleans up on SIGTERM.
// BENCH_SCHEMA names the PostgreSQL schema instead, so several processes serve one database: the first
// creates and seeds it (and drops it on SIGTERM), the others find it and skip seeding; give them one
// BENCH_JWT_SECRET, so a token signed by one process is accepted by the others.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/modules/accounts/demo-seed.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'boardhouse-bench-'));
const schema = process.env.BENCH_SCHEMA ?? `bench_${randomBytes(5).toString('hex')}`;

async function postgresQuery(sql: string, values: string[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const result = await client.query(sql, values);
  await client.end();
  return result;
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: process.env.BENCH_JWT_SECRET ?? randomBytes(32).toString('hex'),
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
});
const isSchemaShared =
  kind === 'postgres' &&
  (await postgresQuery('select 1 from information_schema.schemata where schema_name = $1', [schema]))
    .rowCount === 1;
if (kind === 'postgres' && !isSchemaShared) await postgresQuery(`create schema ${schema}`);
// DATABASE_PREPARED_STATEMENTS=false measures the server without named statements and kept plans.
const preparedStatements = process.env.DATABASE_PREPARED_STATEMENTS !== 'false';
const database = await openDatabase(
  kind === 'postgres'
    ? {
        kind: 'postgres',
        url: postgresUrl,
        poolSize: 10,
        searchPath: schema,
        preparedStatements,
      }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), preparedStatements },
);
await database.migrate();
const { app, ctx, services } = await buildApp(config, database);
// Without the example project: its Gerber analysis at start-up is not what these figures are about.
if (!isSchemaShared) await seedDemoData(ctx, services.auth.passwords, null);
for (const seedName of isSchemaShared ? [] : process.argv.slice(3)) {
  const module = (await import(path.join(import.meta.dirname, 'seeds', `${seedName}.ts`))) as {
    seed: (context: typeof ctx) => Promise<void>;
  };
  await module.seed(ctx);
}
// BENCH_EVENT_LOOP_FILE: the event loop's delay is sampled every 10 ms; SIGUSR2 starts the sample
// afresh (after start-up), and the figures are written to the file when the server stops.
const eventLoopFile = process.env.BENCH_EVENT_LOOP_FILE;
const eventLoop = eventLoopFile ? monitorEventLoopDelay({ resolution: 10 }) : null;
eventLoop?.enable();
// The longest garbage-collection pause in the same span: a blocked loop is the code's or the collector's.
let longestGcMs = 0;
if (eventLoop) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
  }).observe({ entryTypes: ['gc'] });
}
process.on('SIGUSR2', () => {
  eventLoop?.reset();
  longestGcMs = 0;
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);

process.on('SIGTERM', async () => {
  if (eventLoop && eventLoopFile) {
    eventLoop.disable();
    const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
    writeFileSync(
      eventLoopFile,
      JSON.stringify({
        maxMs: ms(eventLoop.max),
        p99Ms: ms(eventLoop.percentile(99)),
        meanMs: ms(eventLoop.mean),
        longestGcMs: Math.round(longestGcMs * 10) / 10,
      }),
    );
  }
  await app.close();
  await database.close();
  if (kind === 'postgres' && !isSchemaShared) await postgresQuery(`drop schema ${schema} cascade`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
