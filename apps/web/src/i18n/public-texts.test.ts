import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The pages before sign-in have only `{lang}.json`; the workspace and staff parts arrive with the
// shell (i18n.ts TextPart). A key such a page asks for from another part would show as the key itself.
const source = path.resolve(import.meta.dirname, '..');
const english = JSON.parse(readFileSync(path.join(source, 'i18n/en.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** The modules of the routes under AuthLayout, read from the router, and the entry. */
function publicEntries(): string[] {
  const router = readFileSync(path.join(source, 'app/router.tsx'), 'utf8');
  const authRoutes = router.slice(
    router.indexOf('element: <AuthLayout />') + 'element: <AuthLayout />'.length,
    router.indexOf('<RequireAuth>'),
  );
  const pages = [...authRoutes.matchAll(/element: <(\w+) \/>/g)].map((match) => match[1]);
  const modules = pages.map((page) => {
    const lazyImport = new RegExp(`const ${page} = lazy\\(\\(\\) =>\\s*import\\('([^']+)'\\)`).exec(router);
    if (!lazyImport?.[1]) throw new Error(`no lazy import of ${page} in router.tsx`);
    return path.join(source, 'app', lazyImport[1]);
  });
  expect(modules.length).toBeGreaterThanOrEqual(5);
  return [path.join(source, 'main.tsx'), ...modules];
}

/** Every source file these load before the shell: static imports only (a lazy page is not loaded yet). */
async function publicSources(): Promise<string[]> {
  const result = await build({
    entryPoints: publicEntries(),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    format: 'esm',
    splitting: true,
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'dataurl' },
    plugins: [
      {
        name: 'static-imports-only',
        setup(bundle) {
          bundle.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .filter((input) => /\.tsx?$/.test(input) && !input.includes('node_modules'))
    .map((input) => path.resolve(input));
}

const has = (tree: unknown, key: string): boolean =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) !==
  undefined;

describe('texts of the pages before sign-in', () => {
  it('are all in the first file, none only in the parts the shell fetches', async () => {
    const sources = await publicSources();
    expect(sources.some((file) => file.endsWith('LoginPage.tsx'))).toBe(true);
    const missing: string[] = [];
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*['"`]([\w.]+)(\$\{)?/g)) {
        const [, key = '', templated] = match;
        // `auth.social.${reason}`: at least the fixed part must be there.
        const fixed = templated ? key.replace(/\.$/, '') : key;
        if (!has(english, fixed)) missing.push(`${path.relative(source, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
