import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/**
 * What a backup archive (.tar.gz) holds, in this order:
 * - `manifest.json`: this description;
 * - `db.tar.gz`: the embedded database's data folder, as PGlite dumps it (`loadDataDir` opens it again);
 * - `files/…`: DATA_DIR/files, the local file storage (absent with STORAGE_DRIVER=s3);
 * - `secrets/…`: DATA_DIR/secrets, so sign-ins and sealed values made before the backup still work.
 * A reader refuses a manifest of another format version rather than guess.
 */
export const BACKUP_FORMAT = 'boardhouse-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'db.tar.gz';
export const FILES_FOLDER = 'files';
export const SECRETS_FOLDER = 'secrets';

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.literal('pglite'),
    entry: z.literal(DATABASE_ENTRY),
    bytes: z.number().int(),
  }),
  files: z.object({
    /** `s3`: the files live in the bucket (its versioning is their backup) and none are in the archive. */
    storage: z.enum(['local', 's3']),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  secrets: z.object({ count: z.number().int().min(0) }),
});

export type BackupManifest = z.infer<typeof backupManifest>;

/** The version of the server writing the archive, so a restore can say which release made it. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Reads `manifest.json`; another format or version is refused with what was found. */
export function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'The backup’s manifest.json is not JSON: not a Boardhouse backup');
  }
  const found = raw as { format?: unknown; formatVersion?: unknown };
  if (found?.format !== BACKUP_FORMAT) {
    throw new AppError('VALIDATION', 'The archive’s manifest.json is not a Boardhouse backup manifest');
  }
  if (found.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new AppError(
      'VALIDATION',
      `The backup is of format version ${String(found.formatVersion)}; this server reads version ${BACKUP_FORMAT_VERSION} only`,
    );
  }
  const parsed = backupManifest.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION',
      `The backup’s manifest.json is incomplete: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One line per part of the archive, as both commands print them. */
export function describeManifest(manifest: BackupManifest): string[] {
  return [
    `Database: embedded (PGlite), snapshot of ${megabytes(manifest.database.bytes)}`,
    manifest.files.storage === 'local'
      ? `Files: ${manifest.files.count} (${megabytes(manifest.files.bytes)})`
      : 'Files: none in the archive; they live in the S3 bucket (turn on its versioning)',
    `Secrets: ${manifest.secrets.count}`,
  ];
}
