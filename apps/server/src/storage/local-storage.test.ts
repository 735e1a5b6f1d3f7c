import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-storage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'boardhouse-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  const storage = new LocalFileStorage(root);

  it('writes, reads and removes a file by key', async () => {
    await storage.put('projects/1/bom/a.csv', Buffer.from('Ref;Qty\n'));
    expect((await storage.get('projects/1/bom/a.csv')).toString()).toBe('Ref;Qty\n');
    await storage.removeFolder('projects/1');
    await expect(storage.get('projects/1/bom/a.csv')).rejects.toThrow();
    await storage.remove('projects/1/bom/a.csv');
  });

  it('takes many writes of one key at once: each succeeds, the file holds one of them whole', async () => {
    const contents = Array.from({ length: 20 }, (_, index) => `version ${index} `.repeat(10_000));
    await Promise.all(contents.map((text) => storage.put('projects/2/gerbers/same.txt', Buffer.from(text))));
    expect(contents).toContain((await storage.get('projects/2/gerbers/same.txt')).toString());
    expect(readdirSync(path.join(root, 'projects/2/gerbers'))).toEqual(['same.txt']);
  });

  it('streams a file in and out, tells whether it exists, and answers a missing key with ENOENT', async () => {
    const parts = Array.from({ length: 40 }, (_, index) => Buffer.alloc(64 * 1024, index));
    await storage.putStream('projects/3/gerbers/big.zip', Readable.from(parts));
    const read: Buffer[] = [];
    for await (const chunk of await storage.getStream('projects/3/gerbers/big.zip'))
      read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(parts))).toBe(true);
    expect(await storage.exists('projects/3/gerbers/big.zip')).toBe(true);
    expect(await storage.exists('projects/3/gerbers/none.zip')).toBe(false);
    await expect(storage.getStream('projects/3/gerbers/none.zip')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    async function* failing() {
      yield Buffer.from('first part');
      throw new Error('the upload was cut off');
    }
    await expect(storage.putStream('projects/4/cut.zip', Readable.from(failing()))).rejects.toThrow(
      /cut off/,
    );
    expect(readdirSync(path.join(root, 'projects/4'))).toEqual([]);
  });

  it.each(['../escape.txt', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/./b', 'a\\b'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    },
  );
});
