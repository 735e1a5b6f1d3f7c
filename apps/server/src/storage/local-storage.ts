import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { assertSafeKey, type FileStorage, isMissingFile } from './storage.ts';

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

  put(key: string, data: Buffer): Promise<void> {
    return this.writeThenRename(key, (temporary) => writeFile(temporary, data, { mode: PRIVATE_FILE_MODE }));
  }

  putStream(key: string, stream: Readable): Promise<void> {
    return this.writeThenRename(key, (temporary) =>
      pipeline(stream, createWriteStream(temporary, { mode: PRIVATE_FILE_MODE })),
    );
  }

  private async writeThenRename(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
    // A name of its own per write: two writes of one key at once must not share (and rename away) one
    // temporary file. The last rename wins; a failed write leaves no temporary file behind.
    const temporary = `${full}.${randomUUID()}.part`;
    try {
      await write(temporary);
      await rename(temporary, full);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async getStream(key: string): Promise<Readable> {
    // Opened first, so a missing file rejects here (ENOENT) rather than in the middle of an answer.
    const handle = await open(this.resolve(key), 'r');
    return handle.createReadStream();
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch (error) {
      if (isMissingFile(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async removeFolder(prefix: string): Promise<void> {
    await rm(this.resolve(prefix), { recursive: true, force: true });
  }
}
