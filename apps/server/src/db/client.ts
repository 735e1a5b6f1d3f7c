import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, is } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import {
  type DatabaseLog,
  type NotificationHandlers,
  NotificationListener,
} from './notification-listener.ts';
import { keepPlans } from './pglite-plans.ts';
import * as schema from './schema.ts';
import { nameStatements } from './statement-names.ts';

export type { DatabaseLog } from './notification-listener.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a transaction callback receives; repositories accept either this or the database. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/**
 * Whether `db` is the embedded database, whose statements queue on its one connection: two reads
 * started side by side cost their sum there, where PostgreSQL's pool runs them at once.
 */
export const isEmbedded = (db: Executor): boolean => is(db, PgliteDatabase) || is(db, PgliteTransaction);

/** The PostgreSQL pool's connections right now, for the metrics. */
export interface PoolStats {
  /** Open connections, in use or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because all are in use. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the embedded database is one connection inside this process, with no pool. */
  poolStats?: () => PoolStats;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`. `onLost` is called when the listening connection
   * fails, so a cache that relies on it can stop trusting itself; the connection is opened again with
   * backoff, and `onRestored` is called once it listens again (announcements in between were missed).
   */
  listen(
    channel: string,
    onMessage: NotificationHandlers['onMessage'],
    onLost: NotificationHandlers['onLost'],
    onRestored?: NotificationHandlers['onRestored'],
  ): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs work under the same name (a
   * PostgreSQL advisory lock; the embedded database has one process, so it just runs). Start-up uses
   * it: processes started together migrate and seed one after the other, never side by side.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Sends connection trouble (a pooled connection dropped, a listener reconnecting) to this logger. */
  useLog(log: DatabaseLog): void;
  /**
   * Embedded database only: its data folder as a gzipped tar, taken by the running instance between
   * transactions after a checkpoint, so it opens again as it was (PGlite's `loadDataDir`). PostgreSQL
   * has pg_dump (docs/deployment.md).
   */
  dumpDatabase?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Until the app hands over its logger, connection trouble goes to stderr. */
const stderrLog: DatabaseLog = {
  info: () => {},
  warn: (details, message) => console.warn(message, details),
};

/** How long a query waits for a connection before answering "database not reachable". */
const CONNECT_TIMEOUT_MS = 5_000;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null;
      loadDataDir?: Blob;
      /** Keeps each statement's plan (db/pglite-plans.ts); on unless false. */
      preparedStatements?: boolean;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /**
       * Name statements so each connection plans them once (db/statement-names.ts); default on. Off for a
       * proxy between the server and PostgreSQL that cannot keep named statements.
       */
      preparedStatements?: boolean;
      searchPath?: string;
      /** Shown in pg_stat_activity (default `boardhouse`), so an operator can tell the connections apart. */
      applicationName?: string;
    };

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openEmbedded(options) : openPostgres(options);
}

type EmbeddedOptions = Extract<DatabaseOptions, { kind: 'pglite' }>;

async function openEmbedded(options: EmbeddedOptions): Promise<DatabaseHandle> {
  let log = stderrLog;
  // A folder on disk is this process's alone while it is open (db/embedded-lock.ts).
  const release = options.dataDir
    ? await lockEmbeddedDatabase(options.dataDir, {
        // The log the app hands over later (useLog), not the one at hand now.
        warn: (details, message) => log.warn(details, message),
      })
    : null;
  const client = await openPglite(options).catch(async (error: unknown) => {
    await release?.();
    throw error;
  });
  if (options.preparedStatements !== false) await keepPlans(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    exclusively: (_name, work) => work(),
    useLog: (given) => {
      log = given;
    },
    // Inside PGlite's transaction lock: no transaction is half done while the folder is read.
    dumpDatabase: () =>
      client.transaction(async (transaction) => {
        await transaction.query('checkpoint');
        return client.dumpDataDir('gzip');
      }),
    close: async () => {
      try {
        await client.close();
      } finally {
        await release?.();
      }
    },
  };
}

async function openPglite(options: EmbeddedOptions): Promise<PGlite> {
  const client = new PGlite({
    // pg_trgm gives the quick search its trigram indexes here too (migrations 0010, 0014, 0017).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  return client;
}

async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  let log = stderrLog;
  const connection: pg.ClientConfig = {
    connectionString: options.url,
    application_name: options.applicationName ?? 'boardhouse',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // A connection the server ends (failover, restart, pg_terminate_backend) emits 'error'; unheard, that
  // would end the process. The pool drops the connection and opens a new one for the next query.
  pool.on('error', (error) => log.warn({ err: error }, 'a pooled database connection was lost'));
  // A checked-out connection (inside a transaction) reports the loss to its next query instead.
  pool.on('connect', (client) => client.on('error', () => {}));
  if (options.preparedStatements !== false) nameStatements(pool);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listeners: NotificationListener[] = [];
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => {
      // Each schema keeps its own migration journal, so test schemas never see each other's.
      const migrationsSchema = options.searchPath ?? 'drizzle';
      // Processes started together on a new database would race through the migrations (one dies on
      // `pg_type_typname_nsp_index`): one migrates, the others wait, then find every migration applied.
      return withAdvisoryLock(connection, `migrations ${migrationsSchema}`, () =>
        migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder, migrationsSchema }),
      );
    },
    exclusively: (name, work) => withAdvisoryLock(connection, `${name} ${options.searchPath ?? ''}`, work),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onMessage, onLost, onRestored) => {
      const handlers = { onMessage, onLost, ...(onRestored ? { onRestored } : {}) };
      const listener = new NotificationListener(connection, channel, handlers, () => log);
      await listener.start();
      listeners.push(listener);
    },
    useLog: (appLog) => {
      log = appLog;
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((listener) => listener.close()));
      await pool.end();
    },
  };
}

/**
 * Holds a session-level advisory lock named `boardhouse <name>` on a connection of its own while `work`
 * runs on the pool; other processes asking for the same name wait. The lock is per name (and test
 * schema), so unrelated work and parallel test files never wait for each other.
 */
async function withAdvisoryLock<T>(
  connection: pg.ClientConfig,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  // Not a pool connection: a pool of one would have none left for the work itself.
  const holder = new pg.Client(connection);
  holder.on('error', () => {});
  await holder.connect();
  try {
    // Closing the holder's connection releases the lock, whatever `work` did.
    await holder.query('select pg_advisory_lock(hashtext($1))', [`boardhouse ${name}`]);
    return await work();
  } finally {
    await holder.end();
  }
}
