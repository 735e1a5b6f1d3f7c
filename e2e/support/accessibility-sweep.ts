import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  countByRule,
  describeFinding,
  type Finding,
  findBlockingViolations,
  waitForCalmPage,
} from './axe.ts';
import { launchBrowser, screenshotOnFailure } from './browser.ts';
import { viewportOptions } from './journey.ts';
import {
  adminPages,
  customerPages,
  projectPages,
  projectWithBom,
  signedOutPages,
  signInThroughApi,
} from './portal-pages.ts';
import { type RunningApp, startApp } from './server.ts';
import { signInThroughForm } from './sign-in.ts';

// Every page, signed out, as a customer and as an administrator, has no serious or critical WCAG 2.1
// A/AA violation that axe-core can find at the given width; so do the shell's menus and the share
// dialog when open. One test file per width (accessibility-*.e2e.ts), so the two halves of the sweep
// run side by side in the browser suite's two workers.
let app: RunningApp;
let browser: Browser;
let projectId: string;
const allFindings: Finding[] = [];

function openApp(): void {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    projectId = await projectWithBom(app.url, await signInThroughApi(app.url, 'demo', 'demo1234'));
  });

  afterAll(async () => {
    // The summary says at a glance which rules a failed run broke, and how often.
    if (allFindings.length > 0) console.log(`${allFindings.length} findings\n${countByRule(allFindings)}`);
    await browser?.close();
    await app?.stop();
  });
}

/** The findings on `page` as it is now, kept for the summary; the test fails on each of them. */
async function expectNoBlockingViolations(page: Page, view: string): Promise<void> {
  await waitForCalmPage(page);
  let findings = await findBlockingViolations(page, view);
  if (findings.length > 0) {
    // A form still switching from its loading state (disabled, half-faded) is looked at once more.
    await page.waitForTimeout(1_000);
    findings = await findBlockingViolations(page, view);
  }
  allFindings.push(...findings);
  expect(findings.map(describeFinding)).toEqual([]);
}

async function visit(page: Page, route: string, label: string): Promise<void> {
  onTestFailed(() => screenshotOnFailure(page, `a11y-${label}-${route}`));
  await page.goto(`${app.url}/#/${route}`);
  await expectNoBlockingViolations(page, `${route} (${label})`);
}

/** The sweep at `width` px, on an app and browser of its own. */
export function describeAccessibilityAt(width: number): void {
  openApp();
  const isPhone = width < 576;
  describe(`accessibility at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;

    /** A fresh context (own storage); the injected axe script needs the app's CSP set aside. */
    async function openPage(): Promise<void> {
      await context?.close();
      context = await browser.newContext({ ...viewportOptions(width), bypassCSP: true });
      page = await context.newPage();
    }

    async function signIn(username: string, password: string): Promise<void> {
      await openPage();
      await signInThroughForm(page, app.url, username, password);
      await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    }

    afterAll(() => context?.close());

    describe('signed out', () => {
      beforeAll(openPage);
      for (const route of signedOutPages) {
        it(route, () => visit(page, route, `guest-${width}`));
      }
    });

    describe('as a customer', () => {
      beforeAll(() => signIn('demo', 'demo1234'));
      for (const route of customerPages) {
        it(route, () => visit(page, route, `customer-${width}`));
      }
      for (const step of [1, 2, 3, 4, 5]) {
        it(`project wizard step ${step}`, () =>
          visit(page, projectPages(projectId)[step - 1] ?? '', `customer-${width}`));
      }

      it('the share dialog', async () => {
        await visit(page, 'my-projects', `customer-${width}`);
        await page.getByRole('button', { name: 'Share Sangaboard v0.4 assembly' }).first().click();
        await page.getByRole('dialog').waitFor();
        await expectNoBlockingViolations(page, `share dialog (customer-${width})`);
        await page.keyboard.press('Escape');
      });

      if (isPhone) {
        it('the phone menu drawer', async () => {
          await visit(page, 'home', `customer-${width}`);
          await page.getByRole('button', { name: 'Open or close the menu' }).click();
          await page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: 'My Team' })
            .waitFor();
          await expectNoBlockingViolations(page, `menu drawer (customer-${width})`);
        });
      }
    });

    describe('as an administrator', () => {
      beforeAll(() => signIn('admin', 'admin1234'));
      for (const route of adminPages) {
        it(route, () => visit(page, route, `admin-${width}`));
      }

      it('the ADMIN menu', async () => {
        await visit(page, 'home', `admin-${width}`);
        await page.getByRole('button', { name: 'ADMIN', exact: true }).click();
        await page.getByRole('menu').waitFor();
        await expectNoBlockingViolations(page, `ADMIN menu (admin-${width})`);
        await page.keyboard.press('Escape');
      });
    });
  });
}
