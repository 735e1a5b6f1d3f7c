/** Where uploaded and generated files live. Keys are relative paths such as `projects/12/bom/3f9c.xlsx`. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
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
