import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/**
 * The test files that reach a database, directly or through the test support they import: only these
 * run again on PostgreSQL (TEST_DATABASE_URL). A pure test (the pricing engine, the Gerber and BOM
 * readers, the mail texts, the web's helpers) answers the same whatever the database, so one run of it
 * is enough.
 *
 * Only test code is followed (test files, apps/server/test/, `*.test-support.ts`, fakes): a test that
 * imports a production module reaches SQL only through a database its own code opened, so a pure test of
 * invoices.service.ts is not pulled in because that module also holds queries. Type-only imports are
 * skipped: they vanish when compiled.
 */
const OPENS_A_DATABASE = /\b(createTestApp|openDatabase|TEST_DATABASE_URL)\b/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** `import type { … } from '…'` and `export type { … } from '…'`: gone at run time. */
const TYPE_ONLY_IMPORT = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"]/gm;
const TEST_CODE = /(?:\/test\/|\.test\.|\.test-support\.|-fake\.|\/fakes\/)/;

function reachesDatabase(file: string, seen: Map<string, boolean>): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // an import cycle answers from the rest of the graph
  const text = readFileSync(file, 'utf8');
  let reaches = OPENS_A_DATABASE.test(text);
  for (const [, specifier] of text.replace(TYPE_ONLY_IMPORT, '').matchAll(RELATIVE_IMPORT)) {
    if (reaches) break;
    const imported = path.resolve(path.dirname(file), specifier ?? '');
    if (TEST_CODE.test(imported) && existsSync(imported) && /\.(ts|tsx|mjs)$/.test(imported))
      reaches = reachesDatabase(imported, seen);
  }
  seen.set(file, reaches);
  return reaches;
}

export function databaseTests(root: string, include: readonly string[]): string[] {
  const seen = new Map<string, boolean>();
  return globSync([...include], { cwd: root, absolute: true }).filter((file) => reachesDatabase(file, seen));
}
