import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, withOwnLocation } from './build-server.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'boardhouse-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `source` as the bundle would: rewritten, with import.meta.url being the bundle's own address. */
async function asBundled(source, file) {
  const bundled = withOwnLocation(source, file).replaceAll(
    'import.meta.url',
    JSON.stringify(pathToFileURL(SERVER_BUNDLE).href),
  );
  const module = path.join(scratch, `${path.basename(file)}-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(module, `import * as __bundledPath from 'node:url';\n${bundled}`);
  return import(pathToFileURL(module).href);
}

describe('withOwnLocation', () => {
  const file = path.resolve(path.dirname(SERVER_BUNDLE), '../src/db/client.ts');

  it('gives a bundled module the location it has unbundled', async () => {
    const located = await asBundled(
      'export const dir = import.meta.dirname; export const url = import.meta.url;',
      file,
    );
    expect(located.dir).toBe(path.dirname(file));
    expect(located.url).toBe(pathToFileURL(file).href);
  });

  it('resolves paths relative to the module as it did unbundled', async () => {
    const located = await asBundled(
      "export const migrations = new URL('./migrations/', import.meta.url).href;",
      file,
    );
    expect(located.migrations).toBe(pathToFileURL(`${path.dirname(file)}/migrations/`).href);
  });

  it('writes locations relative to the bundle, so bundle and sources move together', () => {
    const rewritten = withOwnLocation('const here = import.meta.dirname;', file);
    expect(rewritten).toContain('"../src/db/"');
    expect(rewritten).not.toContain(path.dirname(file));
  });
});
