import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isWebBuildStale, newestMtime } from './build-web-if-stale.mjs';

/** A file written with a given modification time (seconds since the epoch). */
function fileAt(file, seconds) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, seconds, seconds);
}

describe('isWebBuildStale', () => {
  const roots = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  function layout() {
    const root = mkdtempSync(path.join(tmpdir(), 'boardhouse-web-stale-'));
    roots.push(root);
    const dist = path.join(root, 'web/dist');
    const inputs = [
      path.join(root, 'web/src'),
      path.join(root, 'web/index.html'),
      path.join(root, 'shared/src'),
    ];
    fileAt(path.join(root, 'web/src/features/page.tsx'), 1_000);
    fileAt(path.join(root, 'web/index.html'), 1_000);
    fileAt(path.join(root, 'shared/src/rules/pcb.ts'), 1_000);
    return { root, dist, inputs };
  }

  it('builds when there is no build yet', () => {
    const { dist, inputs } = layout();
    expect(isWebBuildStale(dist, inputs)).toBe(true);
  });

  it('skips the build when dist is newer than every input', () => {
    const { dist, inputs } = layout();
    fileAt(path.join(dist, 'index.html'), 2_000);
    expect(isWebBuildStale(dist, inputs)).toBe(false);
  });

  it('builds when a web source deep in a folder changed after the build', () => {
    const { root, dist, inputs } = layout();
    fileAt(path.join(dist, 'index.html'), 2_000);
    fileAt(path.join(root, 'web/src/features/page.tsx'), 3_000);
    expect(isWebBuildStale(dist, inputs)).toBe(true);
  });

  it('builds when the shared package the web imports changed after the build', () => {
    const { root, dist, inputs } = layout();
    fileAt(path.join(dist, 'index.html'), 2_000);
    fileAt(path.join(root, 'shared/src/rules/new-rule.ts'), 2_001);
    expect(isWebBuildStale(dist, inputs)).toBe(true);
  });

  it('ignores inputs that do not exist (an optional config file)', () => {
    const { root, dist, inputs } = layout();
    fileAt(path.join(dist, 'index.html'), 2_000);
    expect(isWebBuildStale(dist, [...inputs, path.join(root, 'web/postcss.config.cjs')])).toBe(false);
    expect(newestMtime(path.join(root, 'missing'))).toBe(0);
  });
});
