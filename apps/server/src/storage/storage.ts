import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are relative paths such as `projects/12/bom/3f9c.xlsx`.
 * Reading a key that holds no file rejects with an error whose `code` is 'ENOENT' on every driver
 * (`isMissingFile`), so callers tell "the file is gone" from "the storage failed" the same way.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /**
   * Writes the stream's bytes under `key` without holding them all in memory; the file appears whole
   * or not at all. `contentLength`, when known, lets a driver send it in one request.
   */
  putStream(key: string, stream: Readable, contentLength?: number): Promise<void>;
  /** The file's bytes as a stream; rejects (ENOENT) before returning when the file is missing. */
  getStream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/`. */
  removeFolder(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root: absolute paths, `..`, empty segments, odd characters. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** The error every driver rejects with for a key that holds no file: the code the disk has always given. */
export class MissingFileError extends Error {
  readonly code = 'ENOENT';

  constructor(key: string) {
    super(`no stored file under ${JSON.stringify(key)}`);
    this.name = 'MissingFileError';
  }
}

export function isMissingFile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}
