import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

const artifacts = path.resolve(import.meta.dirname, '../../.e2e-artifacts');

/** Saved when a step fails, so CI output points at a picture of what the user saw. */
export async function screenshotOnFailure(page: Page | undefined, name: string): Promise<void> {
  if (!page) return;
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name.replace(/[^\w-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  console.error(`screenshot of the failure: ${file}`);
}
