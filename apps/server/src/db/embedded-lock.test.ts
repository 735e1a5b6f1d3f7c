import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-pair.ts';
import { openDatabase } from './client.ts';
import { EmbeddedDatabaseInUseError } from './embedded-lock.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'boardhouse-lock-'));
  folders.push(folder);
  return folder;
}

describe('the embedded database folder', () => {
  it('is opened by one holder at a time: a second is refused until the first closes', async () => {
    const databaseDir = path.join(newDataDir(), 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir: databaseDir });
      await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
      await expect(second).rejects.toThrow(/is open in another process[\s\S]*DATABASE_URL/);
      await first.ping();
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    await again.ping();
    await again.close();
  });

  it('is taken over from a holder that died without letting go, once its lock went stale', async () => {
    const databaseDir = path.join(newDataDir(), 'db');
    // What a server killed outright leaves: the lock, no longer refreshed.
    mkdirSync(`${databaseDir}.lock`, { recursive: true });
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${databaseDir}.lock`, aMinuteAgo, aMinuteAgo);
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    await database.ping();
    await database.close();
  });
});

describe('a second server process on the same DATA_DIR', () => {
  it('is refused at start with the reason, and the first one goes on serving', async () => {
    const dataDir = newDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const second = startServerProcess({ DATA_DIR: dataDir });
      await expect(second).rejects.toThrow(/exited with code 1 before it was ready/);
      await expect(second).rejects.toThrow(/embedded database in \S+ is open in another process/);
      expect((await fetch(`${first.url}/health/ready`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 120_000);
});
