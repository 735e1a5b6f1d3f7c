import { chmodSync, mkdirSync } from 'node:fs';
import type { Config } from './config.ts';

/**
 * DATA_DIR holds the embedded database, uploaded files and generated secrets: only the server's own
 * user may enter it. An existing folder (made by an earlier version or by hand) is tightened too.
 */
export function prepareDataDir(config: Pick<Config, 'dataDir' | 'filesDir'>): void {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  mkdirSync(config.filesDir, { recursive: true, mode: 0o700 });
}
