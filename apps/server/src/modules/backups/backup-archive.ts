import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry } from 'tar';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';
import {
  APP_VERSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  SECRETS_FOLDER,
} from './backup-manifest.ts';

/** What a backup is taken from: one DATA_DIR and its embedded database. */
export interface BackupSource {
  dataDir: string;
  /** The running database's own snapshot (DatabaseHandle.dumpDatabase). */
  dumpDatabase: () => Promise<Blob>;
  /** `s3`: the files live in the bucket, and the archive holds the database and secrets only. */
  storage: 'local' | 's3';
}

interface ListedFile {
  /** The entry's name in the archive, `files/projects/12/bom/3f9c.csv`. */
  entry: string;
  bytes: number;
}

/** LocalFileStorage writes `<key>.<uuid>.part` first and renames it: a write still under way. */
const UNFINISHED_WRITE = /\.[0-9a-f-]{36}\.part$/;

/**
 * The archive of `source` as a gzipped tar stream, with its manifest. DATA_DIR/backups (the nightly
 * archives) and DATA_DIR/db (inside the dump) are not copied as such.
 *
 * Consistent means every row of the database snapshot finds its file: the files are listed only after
 * the snapshot is taken, and a stored file is written completely before the row that names it and is
 * never changed in place (a new upload gets a new key). Files added after the snapshot are copied too;
 * no row of the snapshot names them, and they are harmless. A file deleted between the snapshot and
 * its copy (a project removed during the backup) fails the backup rather than leave a row without its
 * file; the next backup succeeds.
 */
export async function packBackup(
  source: BackupSource,
): Promise<{ archive: Readable; manifest: BackupManifest }> {
  const database = Buffer.from(await (await source.dumpDatabase()).arrayBuffer());
  const files = source.storage === 'local' ? await listFiles(source.dataDir, FILES_FOLDER) : [];
  const secrets = await listFiles(source.dataDir, SECRETS_FOLDER);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: APP_VERSION,
    createdAt: new Date().toISOString(),
    database: { kind: 'pglite', entry: DATABASE_ENTRY, bytes: database.length },
    files: {
      storage: source.storage,
      count: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    },
    secrets: { count: secrets.length },
  };
  const pack = new Pack({ cwd: source.dataDir, gzip: true, portable: true });
  pack.add(memoryEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)));
  pack.add(memoryEntry(DATABASE_ENTRY, database));
  for (const file of [...files, ...secrets]) pack.add(file.entry);
  pack.end();
  return { archive: Readable.from(pack), manifest };
}

/** Writes the archive to `file` (owner-only: it holds the secrets); it appears whole or not at all. */
export async function writeBackupFile(source: BackupSource, file: string): Promise<BackupManifest> {
  const { archive, manifest } = await packBackup(source);
  await writeWhole(file, archive);
  return manifest;
}

/** Streams `data` into `file` through a temporary name beside it, then renames. */
export async function writeWhole(file: string, data: Readable | AsyncIterable<Uint8Array>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${file}.partial`;
  try {
    await pipeline(data, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** An archive entry whose bytes are in memory: the manifest and the database snapshot. */
function memoryEntry(name: string, data: Buffer): ReadEntry {
  const entry = new ReadEntry(
    new Header({ path: name, type: 'File', mode: PRIVATE_FILE_MODE, size: data.length, mtime: new Date() }),
  );
  entry.end(data);
  return entry;
}

/** Every regular file under DATA_DIR/<folder>, as archive entries; a missing folder has none. */
async function listFiles(dataDir: string, folder: string): Promise<ListedFile[]> {
  const root = path.join(dataDir, folder);
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  const listed: ListedFile[] = [];
  for (const name of names.sort()) {
    if (UNFINISHED_WRITE.test(name)) continue;
    const info = await lstat(path.join(root, name)).catch(() => null);
    // Folders come with their files; a symbolic link (never written there) is not followed.
    if (!info?.isFile()) continue;
    listed.push({ entry: `${folder}/${name.split(path.sep).join('/')}`, bytes: info.size });
  }
  return listed;
}
