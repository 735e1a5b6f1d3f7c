import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { assertSafeKey, type FileStorage } from './storage.ts';

/**
 * Files under one folder (DATA_DIR/files by default). Writes go to a temporary name, then rename.
 * The folder, its sub-folders and files are owner-only (0700/0600): uploads are customers' designs.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {
    ensurePrivateDir(root);
  }

  private resolve(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
    // A name of its own per write: two writes of one key at once must not share (and rename away) one
    // temporary file. The last rename wins; a failed write leaves no temporary file behind.
    const temporary = `${full}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, full);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async removeFolder(prefix: string): Promise<void> {
    await rm(this.resolve(prefix), { recursive: true, force: true });
  }
}
