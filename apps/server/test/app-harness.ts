import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { SCHEMA_NAME_MARK } from './global-setup.ts';
import { captureLogs } from './log-capture.ts';
import { findLeaks, secretsStoredIn } from './log-leaks.ts';

export interface TestApp extends BuiltApp {
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** What every test server's configuration says, whatever its database (also backups' servers on disk). */
export function testEnvironment(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    // The cheapest argon2id cost the config accepts: tests check behaviour, bench/ checks speed.
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_ITERATIONS: '1',
    PUBLIC_URL: 'http://boardhouse.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Nothing listens on the discard port: a VAT check that reaches VIES fails at once, never hangs.
    VIES_BASE_URL: 'http://127.0.0.1:9/vies',
  };
}

/**
 * A whole server on a fresh database of its own: PGlite loaded from the migrated snapshot, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL schema (a copy of the migrated one global-setup.ts
 * dumped) that is dropped again on close. Its logs are kept at debug level (and also go to
 * `options.logStream`); closing fails if they hold a secret.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: BuiltApp['app']) => void,
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boardhouse-app-'));
  const config = loadConfig({
    ...testEnvironment(dataDir),
    LOG_LEVEL: 'debug',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const { database, dropDatabase } = await openTestDatabase();
  await database.migrate();
  const logs = captureLogs();
  const given = options.logStream;
  const logStream = {
    write(line: string) {
      logs.stream.write(line);
      given?.write(line);
    },
  };
  const built = await buildApp(config, database, { logStream });
  beforeReady?.(built.app);
  await built.app.ready();
  return {
    ...built,
    database,
    async close() {
      await built.app.close();
      const stored = await secretsStoredIn(database.db).catch(() => []);
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
      const leaks = findLeaks(logs.text(), stored);
      if (leaks.length > 0) throw new Error(`the server logged secrets: ${leaks.join(', ')}`);
    },
  };
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: snapshot }),
      dropDatabase: async () => {},
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The migrated schema global-setup.ts dumped, replayed under this name; the migrate() that follows
    // then finds every migration in the schema's journal. Without the dump, the migrations run here.
    const migrated = migratedSchemaSql();
    await admin.query(migrated ? migrated.replaceAll(SCHEMA_NAME_MARK, schema) : `create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    // Named after the schema, so a test can find (and end) its own connections in pg_stat_activity.
    database: await openDatabase({
      kind: 'postgres',
      url,
      poolSize: 4,
      searchPath: schema,
      applicationName: schema,
    }),
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

let migratedSchema: string | undefined;
/** The SQL global-setup.ts provides (read once per test file), or '' when it could not dump the schema. */
function migratedSchemaSql(): string {
  if (migratedSchema === undefined) {
    const file = inject('postgresSchemaSql');
    migratedSchema = file ? readFileSync(file, 'utf8') : '';
  }
  return migratedSchema;
}
