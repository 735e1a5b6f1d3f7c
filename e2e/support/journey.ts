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

/** Below 576 px (36em) the app lays itself out for phones: the side menu becomes a drawer. */
export const PHONE_MAX_WIDTH = 575;

/** Window size (and touch, on phones) for a journey run at `width` px. */
export function viewportOptions(width: number): BrowserContextOptions {
  return width <= PHONE_MAX_WIDTH
    ? { viewport: { width, height: 740 }, hasTouch: true, isMobile: true }
    : { viewport: { width, height: 900 } };
}

/** A page of its own (own cookies) in a running journey's browser, signed in and on the home page. */
export async function openSignedInPage(
  journey: Pick<Journey, 'app' | 'browser'>,
  username: string,
  password: string,
  pageOptions: BrowserContextOptions = {},
): Promise<Page> {
  const page = await journey.browser.newPage(pageOptions);
  await signInThroughForm(page, journey.app.url, username, password);
  await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  return page;
}

/** Follows an entry of the main menu; on a phone that menu is a drawer opened from the top bar. */
export async function followMenuLink(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= PHONE_MAX_WIDTH) {
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
  }
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
}

/** How many px the page is wider than its window: wide tables scroll in their own box, never the page. */
export function sidewaysOverflow(page: Page): Promise<number> {
  // A string, as the e2e project has no DOM types: it runs in the page, not here.
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** Closes what openSignedIn opened; safe when it failed half-way. */
export async function closeJourney(journey: Partial<Journey> | undefined): Promise<void> {
  await journey?.browser?.close();
  await journey?.app?.stop();
}
