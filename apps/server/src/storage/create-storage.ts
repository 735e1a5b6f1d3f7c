import type { Config } from '../config.ts';
import { LocalFileStorage } from './local-storage.ts';
import type { StorageLog } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * The storage STORAGE_DRIVER names: the local folder under DATA_DIR (the default) or an S3 bucket. The
 * AWS SDK is loaded only for the bucket: it adds about 170 ms to a start that does not use it.
 */
export async function createStorage(
  config: Pick<Config, 'filesDir' | 'storage'>,
  log?: StorageLog,
): Promise<FileStorage> {
  if (config.storage.kind === 's3') {
    const { kind: _kind, ...options } = config.storage;
    const { S3FileStorage } = await import('./s3-storage.ts');
    return new S3FileStorage(options, log);
  }
  return new LocalFileStorage(config.filesDir);
}
