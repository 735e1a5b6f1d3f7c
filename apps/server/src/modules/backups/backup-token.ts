import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

/**
 * The running server's backup call answers whoever shows the token in DATA_DIR/secrets/backup-token:
 * reading it takes access to DATA_DIR, which holds the database anyway. The header carrying it.
 */
export const BACKUP_TOKEN_HEADER = 'x-backup-token';

export function backupTokenFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'backup-token');
}

/** The token, or null when no server has started on this DATA_DIR yet. */
export function readBackupToken(dataDir: string): string | null {
  try {
    return readFileSync(backupTokenFile(dataDir), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Generated at the server's first start on a DATA_DIR, owner-only, then kept. */
export function readOrCreateBackupToken(dataDir: string): string {
  const existing = readBackupToken(dataDir);
  if (existing) return existing;
  const file = backupTokenFile(dataDir);
  ensurePrivateDir(path.dirname(file));
  const token = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, token, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return token;
  } catch {
    // Written meanwhile by another start on the same folder: theirs holds.
    return readFileSync(file, 'utf8').trim();
  }
}

/** Compares in constant time (of the digests), so the answer's timing tells nothing of the token. */
export function isBackupToken(given: string, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
