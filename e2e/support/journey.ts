import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type RunningApp, startApp } from './server.ts';
import { signInThroughForm } from './sign-in.ts';

export interface Journey {
  app: RunningApp;
  browser: Browser;
  page: Page;
}

/** A fresh app and browser, with one desktop page signed in and on the home page. */
export async function openSignedIn(
  username: string,
  password: string,
  pageOptions: BrowserContextOptions = {},
): Promise<Journey> {
  const app = await startApp();
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, ...pageOptions });
  await signInThroughForm(page, app.url, username, password);
  await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  return { app, browser, page };
}

/** Closes what openSignedIn opened; safe when it failed half-way. */
export async function closeJourney(journey: Partial<Journey> | undefined): Promise<void> {
  await journey?.browser?.close();
  await journey?.app?.stop();
}
