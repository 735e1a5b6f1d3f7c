import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { DatabaseLog } from './notification-listener.ts';

/**
 * How long a lock nobody refreshes stays valid. The holder refreshes it every third of that; a server
 * killed outright (no chance to let go) frees its folder for the next start this long after.
 */
const STALE_MS = 30_000;

/** The refusal of a second process on an embedded database folder another one has open. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(readonly databaseDir: string) {
    super(
      `The embedded database in ${databaseDir} is open in another process (a server or a command on the same DATA_DIR). ` +
        'Stop that process first (one stopped outright lets go within half a minute). To run several server processes, give them one PostgreSQL database (DATABASE_URL) and object storage (STORAGE_DRIVER=s3): docs/deployment.md.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/**
 * Takes the embedded database folder for this process alone, before PGlite opens it: PGlite opens a
 * folder in one process only and does not look whether another has it, and two processes writing
 * one folder corrupt it. The lock is a directory beside the folder (`db.lock`), created atomically
 * and refreshed while held, so a second process on the same DATA_DIR, in another container too, is
 * refused at start, and the lock of a process that died goes stale (STALE_MS) instead of blocking
 * restarts. Answers the release; a process that exits lets go by itself.
 */
export async function lockEmbeddedDatabase(
  databaseDir: string,
  log: Pick<DatabaseLog, 'warn'>,
): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  try {
    return await lockfile.lock(databaseDir, {
      realpath: false,
      stale: STALE_MS,
      update: STALE_MS / 3,
      // Its refresh failed or another process took the lock: nothing here can make the folder this
      // process's again, so it is logged, for the operator to stop one of them.
      onCompromised: (error) =>
        log.warn(
          { err: error, databaseDir },
          'the embedded database’s lock was lost: is a second process using it?',
        ),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(databaseDir);
    throw error;
  }
}
