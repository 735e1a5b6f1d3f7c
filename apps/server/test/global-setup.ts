import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** A file holding the migrated schema as SQL (see SCHEMA_NAME_MARK), or '' to migrate each schema. */
    postgresSchemaSql: string;
  }
}

/** Stands for the schema's name in the SQL handed to the test files; app-harness.ts puts the real one in. */
export const SCHEMA_NAME_MARK = '__boardhouse_test_schema__';

/**
 * Runs once per `npm test`. On the embedded database: migrate one PGlite and snapshot it, so each test
 * file loads the snapshot (about 0.5 s) instead of creating and migrating its own (about 3 s).
 * On PostgreSQL (TEST_DATABASE_URL): make sure the server answers (a missing server fails the run), then
 * migrate one schema and dump it as SQL: each test app replays that script into its own new schema
 * (under a second) instead of running every migration (2–3.5 s on this machine).
 */
export default async function setup(project: TestProject): Promise<void> {
  // Each project of vitest.config.ts runs this; they share one preparation.
  const shared = globalThis as { boardhouseTestSetup?: Promise<Prepared> };
  shared.boardhouseTestSetup ??= prepare();
  const { pgliteSnapshot, postgresSchemaSql } = await shared.boardhouseTestSetup;
  project.provide('pgliteSnapshot', pgliteSnapshot);
  project.provide('postgresSchemaSql', postgresSchemaSql);
}

interface Prepared {
  pgliteSnapshot: string;
  postgresSchemaSql: string;
}

async function prepare(): Promise<Prepared> {
  const folder = mkdtempSync(path.join(tmpdir(), 'boardhouse-test-'));
  const url = process.env.TEST_DATABASE_URL;
  let postgresSchemaSql = '';
  if (url) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached (${url}): ${String(error)}`);
    } finally {
      await client.end().catch(() => {});
    }
    const script = await dumpMigratedSchema(url);
    if (script) {
      const file = path.join(folder, 'migrated-schema.sql');
      writeFileSync(file, script);
      postgresSchemaSql = file;
    }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const snapshot = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  await database.close();
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  return { pgliteSnapshot: file, postgresSchemaSql };
}

/**
 * The migrations applied to a fresh schema, dumped by pg_dump (tables, indexes, functions, triggers and
 * the rows migrations insert, with the migration journal) with the schema's name replaced by
 * SCHEMA_NAME_MARK. Undefined when pg_dump is missing or cannot dump this server (another major
 * version): the test apps then migrate their schemas one by one, as slow but as right.
 */
async function dumpMigratedSchema(url: string): Promise<string | undefined> {
  const schema = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2, searchPath: schema });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    let dump: string;
    try {
      dump = execFileSync(
        'pg_dump',
        ['--dbname', url, '--schema', schema, '--inserts', '--no-owner', '--no-privileges'],
        { encoding: 'utf8', maxBuffer: 256 * 2 ** 20, stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      console.warn(`pg_dump failed, each test schema runs the migrations instead: ${String(error)}`);
      return undefined;
    }
    return (
      dump
        .split('\n')
        // psql's own commands (\restrict and \unrestrict in recent pg_dump releases) are not SQL.
        .filter((line) => !line.startsWith('\\'))
        .join('\n')
        .replaceAll(schema, SCHEMA_NAME_MARK)
    );
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await admin.end();
  }
}
