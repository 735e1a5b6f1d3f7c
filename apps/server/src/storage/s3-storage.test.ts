import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from '../../test/fakes/s3-fake.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { createStorage } from './create-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3FileStorage, type S3StorageOptions } from './s3-storage.ts';
import { generated, sha256Of } from './storage.test-support.ts';

let fake: S3Fake;
let storage: S3FileStorage;
const logged: string[] = [];
const log = {
  warn: (_: object, message: string) => logged.push(message),
  error: (_: object, m: string) => logged.push(m),
};

const optionsFor = (s3: S3Fake): S3StorageOptions => ({
  bucket: s3.bucket,
  region: s3.region,
  endpoint: s3.endpoint,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
});

beforeAll(async () => {
  fake = await startS3Fake();
  storage = new S3FileStorage(optionsFor(fake), log);
});
afterAll(() => fake.stop());

const requestsSince = (start: number) =>
  fake.requests.slice(start).map((request) => `${request.method} ${request.url}`);

/** What a call rejected with, to look at its code and status. */
async function failureOf(promise: Promise<unknown>): Promise<{ code?: unknown; statusCode?: unknown }> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!error) throw new Error('the call succeeded');
  return error as { code?: unknown; statusCode?: unknown };
}

describe('S3FileStorage against an S3-compatible server', () => {
  it('writes, reads, tells whether a key exists, and removes a file, as a private object of the bucket', async () => {
    await storage.put('projects/1/bom/a.csv', Buffer.from('Ref;Qty\n'));
    expect(fake.objects.get('projects/1/bom/a.csv')?.data.toString()).toBe('Ref;Qty\n');
    expect((await storage.get('projects/1/bom/a.csv')).toString()).toBe('Ref;Qty\n');
    expect(await storage.exists('projects/1/bom/a.csv')).toBe(true);
    expect(await storage.exists('projects/1/bom/b.csv')).toBe(false);
    await storage.remove('projects/1/bom/a.csv');
    await storage.remove('projects/1/bom/a.csv');
    expect(fake.objects.has('projects/1/bom/a.csv')).toBe(false);
  });

  it('streams 20 MB of unknown length up in parts and down again, byte for byte', async () => {
    const start = fake.requests.length;
    const source = generated(20);
    await storage.putStream('projects/2/gerbers/big.zip', source.stream);
    const sent = requestsSince(start);
    expect(sent.filter((line) => line.includes('?uploads'))).toHaveLength(1);
    expect(sent.filter((line) => /^PUT .*partNumber=/.test(line))).toHaveLength(4);
    expect(sent.at(-1)).toMatch(/^POST .*\?uploadId=/);
    expect(fake.objects.get('projects/2/gerbers/big.zip')?.data.length).toBe(source.length);
    expect(await sha256Of(await storage.getStream('projects/2/gerbers/big.zip'))).toEqual({
      sha256: source.sha256,
      length: source.length,
    });
  });

  it('streams a file of known length up as one PutObject', async () => {
    const start = fake.requests.length;
    const source = generated(6);
    await storage.putStream('projects/3/cpl/known.csv', source.stream, source.length);
    // Filtered by key: the answer to the previous test's download may be counted just after it ends.
    expect(requestsSince(start).filter((line) => line.includes('known.csv'))).toEqual([
      `PUT /${fake.bucket}/projects/3/cpl/known.csv?x-id=PutObject`,
    ]);
    expect(await sha256Of(await storage.getStream('projects/3/cpl/known.csv'))).toEqual({
      sha256: source.sha256,
      length: source.length,
    });
  });

  it('answers a missing key with ENOENT, as the local disk does, for get and getStream', async () => {
    expect(await failureOf(storage.get('projects/4/none.pdf'))).toMatchObject({ code: 'ENOENT' });
    expect(await failureOf(storage.getStream('projects/4/none.pdf'))).toMatchObject({ code: 'ENOENT' });
  });

  it('removes a folder of more than 1,000 files page by page, leaving keys that only share its start', async () => {
    for (let index = 0; index < 2_345; index += 1) {
      fake.objects.set(`projects/5/gerbers/f${index}.gbr`, {
        data: Buffer.from(String(index)),
        etag: '"0"',
        contentType: 'application/octet-stream',
        lastModified: new Date(),
      });
    }
    await storage.put('projects/5/bom/list.csv', Buffer.from('x'));
    await storage.put('projects/50/kept.csv', Buffer.from('kept'));
    await storage.put('projects/5-other/kept.csv', Buffer.from('kept'));
    const start = fake.requests.length;
    await storage.removeFolder('projects/5');
    const sent = requestsSince(start);
    expect(sent.filter((line) => line.includes('list-type=2')).length).toBe(3);
    expect(sent.filter((line) => line.includes('?delete')).length).toBe(3);
    expect([...fake.objects.keys()].filter((key) => key.startsWith('projects/5'))).toEqual([
      'projects/50/kept.csv',
      'projects/5-other/kept.csv',
    ]);
  });

  it('removes a folder key by key where the service has no multi-object delete (501), and remembers it', async () => {
    const plain = await startS3Fake({ multiObjectDelete: false });
    try {
      const keyByKey = new S3FileStorage(optionsFor(plain), log);
      for (const name of ['a', 'b', 'c'])
        await keyByKey.put(`projects/7/gerbers/${name}.gbr`, Buffer.from(name));
      await keyByKey.put('projects/70/kept.csv', Buffer.from('kept'));
      await keyByKey.removeFolder('projects/7');
      expect([...plain.objects.keys()]).toEqual(['projects/70/kept.csv']);
      expect(logged).toContain('the file storage refuses multi-object delete; deleting one by one');
      // Asked once: the next folder goes key by key straight away.
      await keyByKey.put('projects/8/gerbers/d.gbr', Buffer.from('d'));
      const start = plain.requests.length;
      await keyByKey.removeFolder('projects/8');
      const sent = plain.requests.slice(start).map((request) => `${request.method} ${request.url}`);
      expect(sent.filter((line) => line.includes('?delete'))).toEqual([]);
      expect(sent.filter((line) => line.startsWith('DELETE ')).map((line) => line.split('?')[0])).toEqual([
        `DELETE /${plain.bucket}/projects/8/gerbers/d.gbr`,
      ]);
      expect(plain.objects.has('projects/8/gerbers/d.gbr')).toBe(false);
    } finally {
      await plain.stop();
    }
  });

  // Older MinIO, Google Cloud Storage and others want Content-MD5 on DeleteObjects, which the SDK no
  // longer sends: without the fallback, a replaced upload's files stayed in the bucket.
  it.each(['MissingContentMD5', 'InvalidRequest'] as const)(
    'removes a folder key by key where DeleteObjects without Content-MD5 is refused (400 %s), and remembers it',
    async (code) => {
      const md5Only = await startS3Fake({ deleteObjectsNeedsContentMd5: code });
      try {
        const keyByKey = new S3FileStorage(optionsFor(md5Only), log);
        for (const name of ['a', 'b'])
          await keyByKey.put(`projects/9/gerbers/${name}.gbr`, Buffer.from(name));
        await keyByKey.removeFolder('projects/9');
        expect([...md5Only.objects.keys()]).toEqual([]);
        await keyByKey.put('projects/10/gerbers/c.gbr', Buffer.from('c'));
        const start = md5Only.requests.length;
        await keyByKey.removeFolder('projects/10');
        const sent = md5Only.requests.slice(start).map((request) => `${request.method} ${request.url}`);
        expect(sent.filter((line) => line.includes('?delete'))).toEqual([]);
        expect(md5Only.objects.size).toBe(0);
      } finally {
        await md5Only.stop();
      }
    },
  );

  it('refuses keys that could leave the bucket folder layout', async () => {
    for (const key of ['../escape.txt', '/etc/passwd', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('S3FileStorage when the object storage fails', () => {
  it('is refused with another access key or a wrong secret: 503 STORAGE.UNAVAILABLE, not a missing file', async () => {
    fake.objects.set('projects/6/a.csv', {
      data: Buffer.from('a'),
      etag: '"0"',
      contentType: 'text/csv',
      lastModified: new Date(),
    });
    for (const wrong of [{ accessKeyId: 'SOMEONEELSE000000000' }, { secretAccessKey: 'not-the-secret' }]) {
      const start = fake.requests.length;
      const intruder = new S3FileStorage({ ...optionsFor(fake), ...wrong }, log);
      for (const attempt of [
        () => intruder.get('projects/6/a.csv'),
        () => intruder.put('projects/6/b.csv', Buffer.from('b')),
      ]) {
        const error = await failureOf(attempt());
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'STORAGE.UNAVAILABLE', statusCode: 503 });
      }
      expect(fake.requests.slice(start).map((request) => request.status)).toEqual([403, 403]);
    }
    expect(fake.objects.has('projects/6/b.csv')).toBe(false);
    expect(logged).toContain('the file storage refused the request');
  });

  it('answers a bucket that does not exist with STORAGE.UNAVAILABLE, not with a missing file', async () => {
    const elsewhere = new S3FileStorage({ ...optionsFor(fake), bucket: 'no-such-bucket' }, log);
    expect(await failureOf(elsewhere.get('projects/6/a.csv'))).toMatchObject({ code: 'STORAGE.UNAVAILABLE' });
  });

  it('answers an endpoint that is down with 503 STORAGE.UNAVAILABLE within seconds', async () => {
    const gone = await startS3Fake();
    await gone.stop();
    const unreachable = new S3FileStorage(optionsFor(gone), log);
    const started = Date.now();
    for (const attempt of [
      () => unreachable.get('projects/7/a.csv'),
      () => unreachable.putStream('projects/7/b.csv', Readable.from([Buffer.from('b')])),
      () => unreachable.removeFolder('projects/7'),
    ]) {
      const error = await failureOf(attempt());
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'STORAGE.UNAVAILABLE', statusCode: 503 });
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(logged).toContain('the file storage could not be reached');
  });
});

describe('the S3 fake', () => {
  it('reads the aws-chunked bodies with trailing checksums the SDK streams by default', async () => {
    const client = new S3Client({
      region: fake.region,
      endpoint: fake.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    });
    const source = generated(1);
    await client.send(
      new PutObjectCommand({
        Bucket: fake.bucket,
        Key: 'chunked/one.bin',
        Body: source.stream,
        ContentLength: source.length,
      }),
    );
    client.destroy();
    expect(fake.requests.at(-1)?.headers['content-encoding']).toContain('aws-chunked');
    expect(
      createHash('sha256')
        .update(fake.objects.get('chunked/one.bin')?.data ?? '')
        .digest('hex'),
    ).toBe(source.sha256);
  });
});

describe('choosing the storage from the environment', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/boardhouse-config-check', JWT_SECRET: 'x'.repeat(32) };

  it('keeps the local disk unless STORAGE_DRIVER=s3, and then needs the bucket and both keys', async () => {
    expect(await createStorage(loadConfig(base))).toBeInstanceOf(LocalFileStorage);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'files' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: must be set[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    const config = loadConfig({ ...base, ...fake.env(), S3_ENDPOINT: `${fake.endpoint}/` });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: fake.secretAccessKey,
      forcePathStyle: true,
    });
    expect(await createStorage(config)).toBeInstanceOf(S3FileStorage);
  });

  it('addresses a named endpoint path-style unless S3_FORCE_PATH_STYLE says otherwise, AWS itself by host', () => {
    const s3 = {
      ...base,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    const pathStyle = (env: Record<string, string>) => {
      const { storage } = loadConfig({ ...s3, ...env });
      return storage.kind === 's3' ? storage.forcePathStyle : null;
    };
    expect(pathStyle({ S3_ENDPOINT: 'http://localhost:9000' })).toBe(true);
    expect(pathStyle({ S3_ENDPOINT: 'https://files.example.com', S3_FORCE_PATH_STYLE: 'false' })).toBe(false);
    expect(pathStyle({})).toBe(false);
    expect(pathStyle({ S3_FORCE_PATH_STYLE: 'true' })).toBe(true);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
