import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3rverProcess, startS3rver } from '../../test/outside/s3rver-process.ts';
import { S3FileStorage } from './s3-storage.ts';
import { generated, sha256Of } from './storage.test-support.ts';

/**
 * The adapter against a second S3 implementation that is not ours: s3rver (npm), which keeps objects
 * on disk and answers S3's REST API with its own XML. No S3-compatible server made for production
 * (MinIO, Garage, SeaweedFS; Ceph's radosgw needs a cluster) is installable on these machines, so this
 * is the check that our client settings (path style, checksums only where required, multipart with
 * lib-storage, ListObjectsV2 paging, DeleteObjects) are not tuned to our own fake
 * (s3-storage.test.ts, which also checks the signatures and every request sent).
 */
let s3rver: S3rverProcess;
let storage: S3FileStorage;

beforeAll(async () => {
  s3rver = await startS3rver();
  storage = new S3FileStorage({
    bucket: s3rver.bucket,
    region: 'eu-central-1',
    endpoint: s3rver.endpoint,
    accessKeyId: s3rver.accessKeyId,
    secretAccessKey: s3rver.secretAccessKey,
    forcePathStyle: true,
  });
});
afterAll(() => s3rver?.stop());

describe('S3FileStorage against s3rver, an S3 implementation of its own', () => {
  it('writes, reads, tells whether a key exists, and removes a file', async () => {
    await storage.put('projects/1/bom/a.csv', Buffer.from('Ref;Qty\n'));
    expect((await storage.get('projects/1/bom/a.csv')).toString()).toBe('Ref;Qty\n');
    expect(await storage.exists('projects/1/bom/a.csv')).toBe(true);
    expect(await storage.exists('projects/1/bom/b.csv')).toBe(false);
    await storage.remove('projects/1/bom/a.csv');
    await storage.remove('projects/1/bom/a.csv');
    expect(await storage.exists('projects/1/bom/a.csv')).toBe(false);
  });

  it('streams 12 MB of unknown length up as a multipart upload and down again, byte for byte', async () => {
    const source = generated(12);
    await storage.putStream('projects/2/gerbers/big.zip', source.stream);
    expect(await sha256Of(await storage.getStream('projects/2/gerbers/big.zip'))).toEqual({
      sha256: source.sha256,
      length: source.length,
    });
  });

  it('streams a file of known length up in one PutObject, and a small one of unknown length', async () => {
    const known = generated(2);
    await storage.putStream('projects/3/cpl/known.csv', known.stream, known.length);
    expect(await sha256Of(await storage.getStream('projects/3/cpl/known.csv'))).toEqual({
      sha256: known.sha256,
      length: known.length,
    });
    const small = generated(1);
    await storage.putStream('projects/3/cpl/small.csv', small.stream);
    expect((await storage.get('projects/3/cpl/small.csv')).length).toBe(small.length);
  });

  it('answers a missing key with ENOENT for get and getStream', async () => {
    await expect(storage.get('projects/4/none.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.getStream('projects/4/none.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('removes a folder of more than 1,000 files (two pages), leaving keys that only share its start', async () => {
    const keys = Array.from({ length: 1_010 }, (_, index) => `projects/5/gerbers/f${index}.gbr`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, Buffer.from(key))));
    }
    await storage.put('projects/50/kept.csv', Buffer.from('kept'));
    await storage.removeFolder('projects/5');
    // S3 lists keys in byte order: the first and the last listed stand for the first and second page.
    const listed = [...keys].sort();
    for (const key of [listed[0], listed[999], listed.at(-1)]) {
      expect(await storage.exists(key ?? '')).toBe(false);
    }
    expect(await storage.exists('projects/50/kept.csv')).toBe(true);
  }, 60_000);
});
