import { readdirSync } from 'node:fs';
import path from 'node:path';
import { extract, list, type ReadEntry } from 'tar';
import { openDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ensurePrivateDir, restrictTree } from '../../lib/private-files.ts';
import {
  type BackupManifest,
  DATABASE_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  parseManifest,
  SECRETS_FOLDER,
} from './backup-manifest.ts';

/** More than any manifest needs: a larger one is not ours. */
const MOST_MANIFEST_BYTES = 64 * 1024;

export interface ReadBackup {
  manifest: BackupManifest;
  /** The database snapshot, when asked for (`keepDatabase`). */
  database: Buffer<ArrayBuffer> | null;
}

/**
 * Reads the whole archive once and refuses it before anything is written: an entry with an unsafe
 * name (absolute, `..`, backslashes) or of another kind than file or folder, a name outside the
 * layout, a missing or foreign manifest, a missing snapshot, or fewer files than the manifest counts
 * (a truncated archive).
 */
export async function readBackup(file: string, options: { keepDatabase: boolean }): Promise<ReadBackup> {
  const problems: string[] = [];
  let manifestText: string | null = null;
  let database: Buffer<ArrayBuffer> | null = null;
  let hasDatabase = false;
  let entries = 0;
  const counts = { [FILES_FOLDER]: 0, [SECRETS_FOLDER]: 0 };
  const collect = (entry: ReadEntry, done: (data: Buffer<ArrayBuffer>) => void) => {
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => done(Buffer.concat(chunks)));
  };
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        entries += 1;
        const problem = entryProblem(entry, entries === 1);
        if (problem) {
          problems.push(problem);
          return;
        }
        if (entry.path === MANIFEST_ENTRY) {
          if (entry.size > MOST_MANIFEST_BYTES) problems.push('manifest.json is too large to be a manifest');
          else
            collect(entry, (data) => {
              manifestText = data.toString('utf8');
            });
        } else if (entry.path === DATABASE_ENTRY) {
          hasDatabase = true;
          if (options.keepDatabase)
            collect(entry, (data) => {
              database = data;
            });
        } else if (entry.type === 'File') {
          counts[entry.path.startsWith(`${FILES_FOLDER}/`) ? FILES_FOLDER : SECRETS_FOLDER] += 1;
        }
      },
    });
  } catch (error) {
    throw new AppError(
      'VALIDATION',
      `${file} is not a readable .tar.gz archive: ${(error as Error).message}`,
    );
  }
  if (problems.length > 0) {
    throw new AppError('VALIDATION', `The archive is refused: ${problems.slice(0, 5).join('; ')}`);
  }
  if (manifestText === null) throw new AppError('VALIDATION', 'The archive has no manifest.json first');
  const manifest = parseManifest(manifestText);
  if (!hasDatabase) throw new AppError('VALIDATION', `The archive has no ${DATABASE_ENTRY}`);
  if (counts[FILES_FOLDER] !== manifest.files.count || counts[SECRETS_FOLDER] !== manifest.secrets.count) {
    throw new AppError(
      'VALIDATION',
      `The archive holds ${counts[FILES_FOLDER]} files and ${counts[SECRETS_FOLDER]} secrets, its manifest ${manifest.files.count} and ${manifest.secrets.count}: it is incomplete`,
    );
  }
  return { manifest, database };
}

/** Why an entry may not be restored, or null. */
function entryProblem(entry: ReadEntry, isFirst: boolean): string | null {
  const name = entry.path;
  if (
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.includes('\\') ||
    name.split('/').some((segment) => segment === '..')
  ) {
    return `unsafe path ${JSON.stringify(name)}`;
  }
  if (entry.type !== 'File' && entry.type !== 'Directory')
    return `${entry.type} entry ${JSON.stringify(name)}`;
  if (name === MANIFEST_ENTRY) return isFirst ? null : 'manifest.json is not the first entry';
  if (name === DATABASE_ENTRY) return null;
  const folder = name.split('/')[0];
  if (folder === FILES_FOLDER || folder === SECRETS_FOLDER) return null;
  return `unexpected entry ${JSON.stringify(name)}`;
}

/** A restore writes into a folder of its own only: missing, or empty. */
export function assertEmptyDataDir(dataDir: string): void {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return;
    throw error;
  }
  if (names.length > 0) {
    throw new AppError(
      'VALIDATION',
      `DATA_DIR ${dataDir} is not empty (${names.slice(0, 5).join(', ')}): restore into an empty or new folder`,
    );
  }
}

/**
 * Restores `file` into `dataDir` (missing or empty): the database through PGlite's `loadDataDir` into
 * DATA_DIR/db, then files and secrets, all owner-only. A server started on the folder afterwards
 * applies any migration newer than the backup.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  print: (line: string) => void,
): Promise<BackupManifest> {
  assertEmptyDataDir(dataDir);
  print(`Checking ${file}`);
  const { manifest, database } = await readBackup(file, { keepDatabase: true });
  print(`Backup of ${manifest.createdAt}, made by version ${manifest.appVersion}`);
  ensurePrivateDir(dataDir);
  const databaseDir = path.join(dataDir, 'db');
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: databaseDir,
    loadDataDir: new Blob([database ?? Buffer.alloc(0)]),
  });
  try {
    await handle.ping();
  } finally {
    await handle.close();
  }
  restrictTree(databaseDir);
  print(`Database restored into ${databaseDir}`);
  await extract({
    file,
    cwd: dataDir,
    strict: true,
    filter: (name) => name.startsWith(`${FILES_FOLDER}/`) || name.startsWith(`${SECRETS_FOLDER}/`),
  });
  ensurePrivateDir(path.join(dataDir, FILES_FOLDER));
  restrictTree(path.join(dataDir, FILES_FOLDER));
  restrictTree(path.join(dataDir, SECRETS_FOLDER));
  print(
    manifest.files.storage === 'local'
      ? `Files restored: ${manifest.files.count}; secrets: ${manifest.secrets.count}`
      : `Secrets restored: ${manifest.secrets.count}; the files stayed in the S3 bucket`,
  );
  return manifest;
}
