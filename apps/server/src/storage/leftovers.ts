import type { FileStorage } from './storage.ts';

/** Where a failed removal is written down; the server's logger. */
export interface LeftoverLog {
  warn(details: object, message: string): void;
}

/**
 * Removes a stored file (or, with `folder`, every file under the key) that no row names any more: one
 * an upload replaced, or one a failed write had stored already. That is housekeeping, so a storage
 * failure is logged and never thrown: the request that replaced the file has succeeded, and a failing
 * one must answer with its own error, not with the storage's.
 */
export async function removeLeftover(
  storage: FileStorage,
  log: LeftoverLog,
  key: string,
  what: string,
  { folder = false }: { folder?: boolean } = {},
): Promise<void> {
  try {
    await (folder ? storage.removeFolder(key) : storage.remove(key));
  } catch (error) {
    log.warn({ err: error, storageKey: key }, `could not remove ${what}`);
  }
}
