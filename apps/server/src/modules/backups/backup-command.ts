import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { EmbeddedDatabaseInUseError } from '../../db/embedded-lock.ts';
import { AppError } from '../../lib/errors.ts';
import { writeBackupFile, writeWhole } from './backup-archive.ts';
import { type BackupManifest, describeManifest } from './backup-manifest.ts';
import { BACKUP_TOKEN_HEADER, readBackupToken } from './backup-token.ts';
import { BACKUP_ROUTE } from './backups.routes.ts';
import { readBackup } from './restore-archive.ts';

type Print = (line: string) => void;

/** Where this machine reaches the server of this configuration. */
export function localServerUrl(config: Pick<Config, 'host' | 'port'>): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * `npm run backup -- FILE`. PGlite opens its data folder in one process only, so while the server
 * runs the archive comes from its backup call (authorised by DATA_DIR's backup token); with the server
 * stopped the command opens the database itself.
 */
export async function backupCommand(config: Config, file: string, print: Print): Promise<BackupManifest> {
  if (config.database.kind === 'postgres') {
    throw new AppError(
      'VALIDATION',
      'DATABASE_URL is set: back PostgreSQL up with pg_dump, and the files with the bucket’s versioning (docs/deployment.md, "Backups")',
    );
  }
  const target = path.resolve(file);
  const manifest =
    (await backUpThroughServer(config, target, print)) ??
    (await backUpDirectly(config, config.database.dataDir ?? path.join(config.dataDir, 'db'), target, print));
  for (const line of describeManifest(manifest)) print(line);
  print(`Backup written to ${target}`);
  return manifest;
}

/** The archive from the running server, checked whole; null when no server of this DATA_DIR answers. */
async function backUpThroughServer(
  config: Config,
  target: string,
  print: Print,
): Promise<BackupManifest | null> {
  const token = readBackupToken(config.dataDir);
  if (!token) return null;
  const url = `${localServerUrl(config)}${BACKUP_ROUTE}`;
  print(`Asking the server at ${url} for a backup`);
  let response: IncomingMessage;
  try {
    response = await post(url, { [BACKUP_TOKEN_HEADER]: token });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ECONNREFUSED') throw error;
    print('No server answers there: the database is backed up directly');
    return null;
  }
  if (response.statusCode !== 200) {
    response.resume();
    print(`The server there answered ${response.statusCode} (another DATA_DIR, or an older version)`);
    return null;
  }
  await writeWhole(target, response);
  try {
    const { manifest } = await readBackup(target, { keepDatabase: false });
    print('Archive received from the running server and checked');
    return manifest;
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** One POST on a connection of its own (no keep-alive: the command asks once). */
function post(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, agent: false }, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function backUpDirectly(
  config: Config,
  databaseDir: string,
  target: string,
  print: Print,
): Promise<BackupManifest> {
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new AppError('VALIDATION', `There is no embedded database in ${databaseDir}: check DATA_DIR`);
  }
  print(`Opening the database in ${databaseDir}`);
  // A server that holds the folder but did not answer (another PORT or HOST) keeps it locked; one
  // killed outright lets go of it within half a minute (db/embedded-lock.ts).
  const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir }).catch((error: unknown) => {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    throw new AppError(
      'VALIDATION',
      `The database in ${databaseDir} is open in another process, and no server answered at ${localServerUrl(config)}: run the backup with the server's PORT and HOST, or stop the server.`,
    );
  });
  try {
    const dumpDatabase = database.dumpDatabase?.bind(database);
    if (!dumpDatabase) throw new Error('the embedded database has no dump');
    return await writeBackupFile(
      { dataDir: config.dataDir, dumpDatabase, storage: config.storage.kind },
      target,
    );
  } finally {
    await database.close();
  }
}
