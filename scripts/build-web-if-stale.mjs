// Used by `npm start`: builds the web app only when apps/web/dist is missing or older than what it is
// built from, so a restart without changes starts in seconds. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything the web build reads: its sources and config, the shared package it imports, the lockfile. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/** The newest modification time (ms) of a file or of any file below a folder; 0 when it is missing. */
export function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * True when `distDir` has no index.html, or any input changed after it was written (Vite writes
 * index.html last, so its time is the time of the build).
 */
export function isWebBuildStale(distDir, inputs) {
  let builtAt;
  try {
    builtAt = statSync(path.join(distDir, 'index.html')).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => newestMtime(input) > builtAt);
}

function main() {
  const distDir = path.join(repoRoot, 'apps/web/dist');
  const inputs = WEB_BUILD_INPUTS.map((input) => path.join(repoRoot, input));
  if (!isWebBuildStale(distDir, inputs)) {
    console.log('Web app is up to date (apps/web/dist); skipping the build.');
    return;
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@boardhouse/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
