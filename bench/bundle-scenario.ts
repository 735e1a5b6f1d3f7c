import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startChild } from './child.ts';
import type { Figure } from './scenarios.ts';

// Stricter than the architecture budget (300 KB): the sign-in page must stay under 250 KB.
const BUDGET_KB = 250;

/** A script as Chromium fetched it: module scripts, dynamic imports and modulepreload links alike. */
function isScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return (
    response.request().resourceType() === 'script' ||
    type.includes('javascript') ||
    new URL(response.url()).pathname.endsWith('.js')
  );
}

/**
 * Gzipped JavaScript the browser downloads to show the sign-in page: every script response of the
 * visit, preloads included, each body gzipped here with zlib (level 9, as a compressing proxy would
 * send it) so the figure does not depend on whether the server compresses.
 */
export async function bundleScenario(): Promise<Figure[]> {
  if (!existsSync(path.resolve(import.meta.dirname, '../apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const server = await startChild('server-under-test.ts', ['pglite']);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (!isScript(response) || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(`${server.url}/#/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name="username"]').waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(
      [...scripts].map(async ([url, size]) => ({
        name: path.basename(new URL(url).pathname),
        size: await size,
      })),
    );
    if (process.env.BENCH_VERBOSE) {
      for (const file of files.sort((a, b) => b.size - a.size))
        console.log(`    ${(file.size / 1024).toFixed(1).padStart(7)} KB  ${file.name}`);
    }
    const kilobytes = files.reduce((sum, file) => sum + file.size, 0) / 1024;
    return [
      {
        name: 'JavaScript before sign-in (gzipped, every script response)',
        value: `${kilobytes.toFixed(1)} KB in ${files.length} files`,
        budget: `< ${BUDGET_KB} KB`,
        isPass: kilobytes < BUDGET_KB,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
