import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_FONT_FILES } from '../apps/server/src/modules/quotes/pdf-typeface.ts';

const require = createRequire(import.meta.url);
const script = path.join(import.meta.dirname, 'slim-runtime-modules.sh');

/** Every file of an installed package, relative to it (names only: the copies below are empty). */
function filesOf(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(folder, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
  );
}

describe('slim-runtime-modules.sh (the container image’s node_modules)', () => {
  const modules = path.join(mkdtempSync(path.join(tmpdir(), 'boardhouse-slim-')), 'node_modules');
  afterAll(() => rmSync(path.dirname(modules), { recursive: true, force: true }));
  const packages = [...new Set(EMBEDDED_FONT_FILES.map((file) => file.split('/').slice(0, 2).join('/')))];
  // The installed font packages' own layout (every weight, preview and index), as empty files.
  for (const name of packages) {
    const installed = path.dirname(require.resolve(`${name}/package.json`));
    for (const file of filesOf(installed)) {
      mkdirSync(path.dirname(path.join(modules, name, file)), { recursive: true });
      writeFileSync(path.join(modules, name, file), '');
    }
  }
  const run = spawnSync('bash', [script, modules], { encoding: 'utf8' });

  it('keeps every font file a document embeds', () => {
    expect(run.status, run.stderr).toBe(0);
    expect(EMBEDDED_FONT_FILES.length).toBeGreaterThan(0);
    for (const file of EMBEDDED_FONT_FILES) expect(existsSync(path.join(modules, file)), file).toBe(true);
  });

  it('drops the other weights and the preview images, and keeps the packages loadable', () => {
    for (const name of packages) {
      const left = filesOf(path.join(modules, name));
      expect(left.some((file) => file.endsWith('.png'))).toBe(false);
      const fonts = left.filter((file) => file.endsWith('.ttf')).map((file) => `${name}/${file}`);
      expect(fonts.sort()).toEqual(EMBEDDED_FONT_FILES.filter((file) => file.startsWith(`${name}/`)).sort());
      expect(left).toContain('package.json');
    }
  });

  it('refuses a folder that does not exist', () => {
    const missing = spawnSync('bash', [script, path.join(modules, 'nowhere')], { encoding: 'utf8' });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('no folder');
  });
});
