import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseMaintenance } from '../../db/maintenance.ts';
import { ensurePrivateDir } from '../../lib/private-files.ts';
import type { BackupManifest } from './backup-manifest.ts';

/** The nightly archives' names: sorting them by name sorts them by age. */
const NIGHTLY_NAME = /^boardhouse-\d{8}-\d{4}\.tar\.gz$/;

const two = (value: number) => String(value).padStart(2, '0');

/** `boardhouse-YYYYMMDD-HHMM.tar.gz`, in the server's local time. */
export function nightlyBackupName(at: Date): string {
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  return `boardhouse-${day}-${two(at.getHours())}${two(at.getMinutes())}.tar.gz`;
}

/** Milliseconds from `now` to the next `hour`:00 local time (tomorrow's when today's has passed). */
export function msUntilHour(hour: number, now: Date): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Removes the nightly archives beyond the newest `keep`; other files in the folder are left alone. */
export async function pruneBackups(backupsDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupsDir)).filter((name) => NIGHTLY_NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(backupsDir, name), { force: true });
  return removed;
}

export interface NightlyBackups {
  /** Runs tonight's work now (backup, pruning, maintenance), as the timer does. */
  runNow(): Promise<void>;
  /** No more runs; waits for one under way. */
  stop(): Promise<void>;
}

/**
 * Once a day at `hour`: an archive into DATA_DIR/backups (kept: the newest `retention`; 0 writes none),
 * then the database maintenance (VACUUM ANALYZE), in the quiet hour. Failures are logged and the next
 * night tries again.
 */
export function startNightlyBackups(options: {
  backupsDir: string;
  hour: number;
  retention: number;
  writeBackup: (file: string) => Promise<BackupManifest>;
  maintenance: DatabaseMaintenance;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): NightlyBackups {
  const { backupsDir, retention, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const backUp = async () => {
    if (retention === 0) return;
    ensurePrivateDir(backupsDir);
    const file = path.join(backupsDir, nightlyBackupName(new Date()));
    try {
      const manifest = await options.writeBackup(file);
      const removed = await pruneBackups(backupsDir, retention);
      log.info({ file, files: manifest.files.count, removed }, 'nightly backup written');
    } catch (error) {
      log.warn({ err: error, file }, 'nightly backup failed');
    }
  };
  const runNow = () => {
    running ??= (async () => {
      await backUp();
      await options.maintenance.runNow();
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        void runNow().finally(schedule);
      },
      msUntilHour(options.hour, new Date()),
    );
    timer.unref();
  };
  schedule();
  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
