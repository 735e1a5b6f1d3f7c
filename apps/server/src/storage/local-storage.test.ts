import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it.each(['../escape.txt', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/./b', 'a\\b'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    },
  );
});
