import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerBundle, SEEDED_DATA_DIR_VARIABLE, startApp } from './server.ts';

/**
 * Runs once per browser suite: starts the server on a new data folder (migrated and seeded with the demo
 * data), stops it and hands the folder to the test files, whose servers each start on a copy of it
 * (e2e/support/server.ts). A journey that asks for other data (no demo data, PostgreSQL) still starts
 * on an empty folder.
 */
export default async function setup(): Promise<() => void> {
  // Built once here; the test files' workers inherit the environment that says so.
  buildServerBundle();
  const folder = mkdtempSync(path.join(tmpdir(), 'boardhouse-e2e-seeded-'));
  const app = await startApp({}, { needsWebBuild: false, keepDataDir: true, dataDir: folder });
  await app.stop();
  process.env[SEEDED_DATA_DIR_VARIABLE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
