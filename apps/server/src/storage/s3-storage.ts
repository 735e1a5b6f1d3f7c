import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from '../lib/errors.ts';
import { assertSafeKey, type FileStorage, MissingFileError } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the address of any other S3-compatible service. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: most self-hosted services want it. */
  forcePathStyle: boolean;
}

/** Where the storage's failures are written down; the server's logger. */
export interface StorageLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** lib-storage's part size for streams of unknown length: S3's smallest part, 4 in flight at most. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/**
 * Files as private objects of one S3 bucket (AWS or any S3-compatible service), under the same keys the
 * local disk uses, so several server processes share them. A missing object rejects with the disk's
 * ENOENT; every other failure becomes 503 STORAGE.UNAVAILABLE, never an error that reads as a lost
 * database (docs/decisions/009).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  /** Whether DeleteObjects works here; the first refusal of it says it does not (`removeKeys`). */
  private hasMultiObjectDelete = true;

  constructor(
    options: S3StorageOptions,
    private readonly log?: StorageLog,
  ) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 demands them (DeleteObjects): many S3-compatible services refuse the
      // trailing checksums the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A storage that does not answer fails the request within seconds instead of holding it.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    await this.call(key, () =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }),
      ),
    );
  }

  async putStream(key: string, stream: Readable, contentLength?: number): Promise<void> {
    assertSafeKey(key);
    if (contentLength !== undefined) {
      // A known length goes as one PutObject, streamed through without being held in memory.
      await this.call(key, () =>
        this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: stream, ContentLength: contentLength }),
        ),
      );
      return;
    }
    // An unknown length goes in 5 MB parts (one PutObject when it is smaller); a failed upload is aborted.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: stream },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    });
    await this.call(key, () => upload.done());
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.getBody(key);
    return this.call(key, async () => {
      const bytes = await body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
  }

  async getStream(key: string): Promise<Readable> {
    const body = await this.getBody(key);
    return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
  }

  private async getBody(key: string) {
    assertSafeKey(key);
    const answer = await this.call(key, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!answer.Body) throw new MissingFileError(key);
    return answer.Body;
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.call(key, () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return true;
    } catch (error) {
      if (error instanceof MissingFileError) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.call(key, () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async removeFolder(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    await this.call(prefix, async () => {
      const pages = paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: `${prefix}/` },
      );
      // One page holds at most 1,000 keys, as many as one DeleteObjects takes.
      for await (const page of pages) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length > 0) await this.removeKeys(keys);
      }
    });
  }

  /**
   * Removes up to 1,000 keys with one DeleteObjects, or one DeleteObject each where the service will
   * not take it (`refusesBatchDelete`); once refused, this storage deletes key by key from then on.
   */
  private async removeKeys(keys: string[]): Promise<void> {
    const answer = this.hasMultiObjectDelete
      ? await this.client
          .send(
            new DeleteObjectsCommand({
              Bucket: this.bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          )
          .catch((error: unknown) => {
            if (!refusesBatchDelete(error)) throw error;
            this.hasMultiObjectDelete = false;
            this.log?.warn(
              { bucket: this.bucket },
              'the file storage refuses multi-object delete; deleting one by one',
            );
            return null;
          })
      : null;
    if (!answer) {
      for (const key of keys)
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      return;
    }
    const [first, ...others] = answer.Errors ?? [];
    if (first) {
      throw Object.assign(
        new Error(`${others.length + 1} objects not deleted: ${first.Code} ${first.Message}`),
        {
          name: first.Code ?? 'DeleteObjectsFailed',
        },
      );
    }
  }

  /** Runs one call to S3, answering a missing object as ENOENT and any other failure as STORAGE.UNAVAILABLE. */
  private async call<T>(key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MissingFileError) throw error;
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw new MissingFileError(key);
      throw this.unavailable(error, key);
    }
  }

  private unavailable(error: unknown, key: string): AppError {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const details = { err: error, bucket: this.bucket, key };
    // An answer other than 5xx (access denied, no such bucket) is a setting to fix, not a passing fault.
    const refused = status !== undefined && status < 500;
    if (refused) this.log?.error(details, 'the file storage refused the request');
    else this.log?.warn(details, 'the file storage could not be reached');
    const failure = new AppError(
      'STORAGE.UNAVAILABLE',
      refused
        ? 'Stored files cannot be reached at the moment because of a problem on our side; please try again later.'
        : 'Stored files cannot be reached at the moment; please try again in a few seconds.',
    );
    return Object.assign(failure, { cause: error });
  }
}

/**
 * The codes of a 400 that refuse DeleteObjects itself, not the keys: since 3.729 the SDK sends only
 * x-amz-checksum-crc32 on it, even with requestChecksumCalculation WHEN_REQUIRED, and stores that want
 * Content-MD5 (older MinIO, Google Cloud Storage's S3 interface, others) answer one of these
 * (aws-sdk-js-v3 #6819, #6920; minio #20845). One DeleteObject a key needs no checksum.
 */
const BATCH_DELETE_REFUSALS = new Set([
  'MissingContentMD5',
  'InvalidRequest',
  'InvalidDigest',
  'NotImplemented',
]);

/** Whether the service will not take DeleteObjects: it does not offer it (501) or wants Content-MD5 (400). */
function refusesBatchDelete(error: unknown): boolean {
  const failure = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const status = failure.$metadata?.httpStatusCode;
  if (failure.name === 'NotImplemented' || status === 501) return true;
  const code = failure.Code ?? failure.name ?? '';
  return status === 400 && BATCH_DELETE_REFUSALS.has(code);
}
