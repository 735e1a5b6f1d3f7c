// `npm run build`'s server half: apps/server/src/main.ts and the shared package bundled into one ES module,
// apps/server/dist/main.mjs, with every npm package left to node_modules. Node then loads one file instead
// of ~1,250 TypeScript modules through tsx's loader: a server starts in about 1.5 s less (docs/benchmarks.md,
// "CI time"), which the container image and the browser tests' 30-odd server starts use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(repoRoot, 'apps/server/dist/main.mjs');
export const SERVER_BUNDLE_INPUTS = ['apps/server/src', 'packages/shared/src', 'package-lock.json'].map(
  (input) => path.join(repoRoot, input),
);
const bundleDir = path.dirname(SERVER_BUNDLE);

/**
 * A module's own location, as it would see it unbundled: `import.meta.url` and `import.meta.dirname` in a
 * bundle would name the bundle. The files they locate (migrations, fonts, the demo project, the worker's
 * entry) stay in apps/server/src beside the bundle's folder, so each is written relative to the bundle
 * and the pair can move together (the image copies both).
 */
export function withOwnLocation(source, file) {
  const toPosix = (relative) => relative.split(path.sep).join('/');
  const ownFile = JSON.stringify(toPosix(path.relative(bundleDir, file)));
  const ownDir = JSON.stringify(`${toPosix(path.relative(bundleDir, path.dirname(file)))}/`);
  return source
    .replaceAll(/\bimport\.meta\.url\b/g, `new URL(${ownFile}, import.meta.url).href`)
    .replaceAll(
      /\bimport\.meta\.dirname\b/g,
      `__bundledPath.fileURLToPath(new URL(${ownDir}, import.meta.url)).replace(/[\\\\/]$/, '')`,
    );
}

const ownLocations = {
  name: 'own-locations',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: withOwnLocation(readFileSync(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};

// npm packages load from node_modules as they do unbundled; only the workspace's TypeScript is bundled.
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@boardhouse/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: "import * as __bundledPath from 'node:url';" },
    plugins: [packagesStayExternal, ownLocations],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
