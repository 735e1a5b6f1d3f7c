import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir.ts';

const modeOf = (folder: string) => statSync(folder).mode & 0o777;

describe('prepareDataDir', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const tempRoot = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'boardhouse-data-dir-'));
    roots.push(root);
    return root;
  };

  it('creates DATA_DIR and its files folder for the owner only', () => {
    const dataDir = path.join(tempRoot(), 'nested', 'data');
    prepareDataDir({ dataDir, filesDir: path.join(dataDir, 'files') });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'files'))).toBe(0o700);
  });

  it('closes an existing DATA_DIR that others could read', () => {
    const dataDir = path.join(tempRoot(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    prepareDataDir({ dataDir, filesDir: path.join(dataDir, 'files') });
    expect(modeOf(dataDir)).toBe(0o700);
  });
});
