import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Header, Pack, ReadEntry } from 'tar';
import { inject } from 'vitest';
import { type TestApp, testEnvironment } from '../../../test/app-harness.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { prepareDataDir } from '../../data-dir.ts';
import { openDatabase } from '../../db/client.ts';
import { writeWhole } from './backup-archive.ts';

export interface AppOnDisk extends TestApp {
  config: Config;
}

/** The configuration `npm start` would read for `dataDir` (no JWT_SECRET: it is generated there). */
export function diskConfig(dataDir: string): Config {
  return loadConfig({ ...testEnvironment(dataDir), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' });
}

/**
 * A whole server on a DATA_DIR on disk, as `npm start` runs it: the embedded database in DATA_DIR/db
 * (made from the tests' migrated snapshot when `fresh`), the files in DATA_DIR/files, and the sign-in
 * secret generated into DATA_DIR/secrets. Listens on 127.0.0.1 when `listen` is set.
 */
export async function startOnDataDir(
  dataDir: string,
  options: { fresh: boolean; listen?: boolean },
): Promise<AppOnDisk> {
  const config = diskConfig(dataDir);
  prepareDataDir(config);
  const snapshot = options.fresh ? new Blob([readFileSync(inject('pgliteSnapshot'))]) : undefined;
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'db'),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await database.migrate();
  const built = await buildApp(config, database);
  await built.app.ready();
  let port = config.port;
  if (options.listen) {
    await built.app.listen({ host: '127.0.0.1', port: 0 });
    port = (built.app.server.address() as { port: number }).port;
  }
  return {
    ...built,
    config: { ...config, port },
    database,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

/** A hand-made archive: each entry's name and bytes exactly as given (names a packer would refuse too). */
export async function writeArchive(file: string, entries: { name: string; data: string }[]): Promise<void> {
  const pack = new Pack({ gzip: true, portable: true, preservePaths: true });
  for (const { name, data } of entries) {
    const bytes = Buffer.from(data);
    const entry = new ReadEntry(new Header({ path: name, type: 'File', mode: 0o600, size: bytes.length }));
    entry.end(bytes);
    pack.add(entry);
  }
  pack.end();
  await writeWhole(file, pack as unknown as AsyncIterable<Uint8Array>);
}
