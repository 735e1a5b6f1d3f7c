import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { LocalFileStorage } from '../storage/local-storage.ts';
import { restrictDataDir } from './private-files.ts';

const base = mkdtempSync(path.join(tmpdir(), 'boardhouse-modes-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const mode = (file: string) => statSync(file).mode & 0o777;

describe('owner-only data', () => {
  it('the storage creates its folder, sub-folders and files 0700/0600, and narrows a wider root', async () => {
    const root = path.join(base, 'data-a', 'files');
    // What a plain mkdir with the usual umask (022) leaves: 0755.
    mkdirSync(root, { recursive: true });
    chmodSync(root, 0o755);
    const storage = new LocalFileStorage(root);
    await storage.put('projects/7/bom/list.csv', Buffer.from('Ref;Qty\n'));
    expect(mode(root)).toBe(0o700);
    expect(mode(path.join(root, 'projects'))).toBe(0o700);
    expect(mode(path.join(root, 'projects/7/bom'))).toBe(0o700);
    expect(mode(path.join(root, 'projects/7/bom/list.csv'))).toBe(0o600);
  });

  it('narrows DATA_DIR, its secrets and the embedded database files at start-up', () => {
    const dataDir = path.join(base, 'data-b');
    const dbDir = path.join(dataDir, 'db');
    mkdirSync(path.join(dbDir, 'base', '1'), { recursive: true });
    mkdirSync(path.join(dataDir, 'secrets'));
    writeFileSync(path.join(dbDir, 'base', '1', '1259'), 'x', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'x', { mode: 0o644 });
    for (const dir of [dataDir, dbDir, path.join(dbDir, 'base'), path.join(dataDir, 'secrets')])
      chmodSync(dir, 0o755);
    restrictDataDir(dataDir, dbDir);
    for (const dir of [dataDir, dbDir, path.join(dbDir, 'base', '1'), path.join(dataDir, 'secrets')])
      expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dbDir, 'base', '1', '1259'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'secrets', 'jwt-secret'))).toBe(0o600);
  });

  it('a generated secret is created owner-only, with DATA_DIR itself', () => {
    const dataDir = path.join(base, 'data-c');
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'secrets'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'secrets', 'jwt-secret'))).toBe(0o600);
  });
});
