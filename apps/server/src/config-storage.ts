import { z } from 'zod';
import type { S3StorageOptions } from './storage/s3-storage.ts';

export const storageEnvFields = z.object({
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3` (one bucket, shared by every server process). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible service's address; unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * `true`: addresses as host/bucket/key, which most self-hosted S3-compatible services need; `false`:
   * bucket.host/key. Unset: path style exactly when S3_ENDPOINT names a service other than AWS.
   */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

export type StorageEnv = z.infer<typeof storageEnvFields>;

/** The local folder (`filesDir`) or one S3 bucket, with the settings the S3 storage is opened with. */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions);

export function storageConfig(env: StorageEnv): StorageConfig {
  return env.STORAGE_DRIVER === 's3'
    ? {
        kind: 's3',
        bucket: env.S3_BUCKET ?? '',
        region: env.S3_REGION,
        ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/$/, '') } : {}),
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE
          ? env.S3_FORCE_PATH_STYLE === 'true'
          : env.S3_ENDPOINT !== undefined,
      }
    : { kind: 'local' };
}
