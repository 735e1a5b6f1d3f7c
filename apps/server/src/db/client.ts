import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a transaction callback receives; repositories accept either this or the database. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`. `onLost` is called when the listening connection
   * fails, so a cache that relies on it can stop trusting itself.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize: number; searchPath?: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    const client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
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
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      migrateNodePg(drizzleNodePg(pool, { schema }), {
        migrationsFolder,
        // Each schema keeps its own migration journal, so test schemas never see each other's.
        migrationsSchema: options.searchPath ?? 'drizzle',
      }),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onMessage, onLost) => {
      // LISTEN needs a connection of its own that stays open, outside the pool.
      const client = new pg.Client({ connectionString: options.url });
      client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
      client.on('error', onLost);
      client.on('end', () => onLost(new Error(`the connection listening on ${channel} ended`)));
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
    },
    close: async () => {
      for (const client of listeners.splice(0)) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
      await pool.end();
    },
  };
}
