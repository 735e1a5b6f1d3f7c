import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything under DATA_DIR (database, uploaded files, secrets) is readable by the server's own user
 * only. Modes given to mkdir and writeFile are narrowed by the umask but never widened, so 0700/0600
 * hold whatever the umask; chmod fixes folders and files that already existed with wider modes.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and missing parents) owner-only, and narrows it if it already existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Narrows a folder and everything in it to owner-only; symbolic links are left alone. */
export function restrictTree(dir: string): void {
  if (!existsSync(dir)) return;
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile() && (lstatSync(full).mode & 0o777) !== PRIVATE_FILE_MODE)
      chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/**
 * At start-up: DATA_DIR itself, its secrets and the embedded database's files (which the database
 * engine creates with its own modes) become owner-only. The files folder is the storage's own job.
 */
export function restrictDataDir(dataDir: string, embeddedDatabaseDir: string | null): void {
  ensurePrivateDir(dataDir);
  restrictTree(path.join(dataDir, 'secrets'));
  if (embeddedDatabaseDir) restrictTree(embeddedDatabaseDir);
}
