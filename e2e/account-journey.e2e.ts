import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// The journey of SPEC.md's account screens: sign up, confirm by e-mail, sign in, switch language,
// go idle, sign in as the administrator, log out. Idle timers are shortened through the server config.
const IDLE_SECONDS = 4;
const WARNING_SECONDS = 3;

let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startApp({
    SMTP_URL: mail.smtpUrl,
    IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS),
    IDLE_WARNING_SECONDS: String(WARNING_SECONDS),
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
});

describe('account journey', () => {
  it('signs up, confirms through the e-mailed link, signs in and sees the Homepage', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'signup'));
    await page.goto(`${app.url}/#/signup`);
    await page.locator('input[name="email"]').fill('marie@example.test');
    await page.locator('input[name="repeatEmail"]').fill('marie@example.test');
    await page.locator('input[name="firstname"]').fill('Marie');
    await page.locator('input[name="lastname"]').fill('Curie');
    await page.locator('input[name="username"]').fill('mcurie');
    await page.locator('input[name="password"]').fill('Radium-Polonium-1898');
    await page.locator('input[name="repeatPassword"]').fill('Radium-Polonium-1898');
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: /create account|sign up|register/i }).click();
    await page.waitForURL(/#\/thank_you/);

    const link = await mail.linkTo('marie@example.test');
    expect(link.startsWith(`${app.url}/#/welcome/`)).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.getByText(/confirmed/i).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await signInThroughForm(page, app.url, 'mcurie', 'Radium-Polonium-1898');
    await page.waitForURL(/#\/(home)?$/);
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  });

  it('switches the interface to German and keeps it', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'language'));
    await page.getByTestId('language-selector').click();
    await page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await page.getByRole('heading', { name: 'Willkommen beim Produkt' }).waitFor();
    await page.getByRole('link', { name: 'Meine Projekte' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    await page.reload();
    await page.getByRole('heading', { name: 'Willkommen beim Produkt' }).waitFor();
  });

  it('warns when idle, counts down and logs out with the timeout dialog', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'idle'));
    const warning = page.getByTestId('idle-warning');
    await warning.waitFor({ timeout: (IDLE_SECONDS + 5) * 1000 });
    await page.getByTestId('idle-continue').click();
    await warning.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

    await warning.waitFor({ timeout: (IDLE_SECONDS + 5) * 1000 });
    await page.getByTestId('timeout-logout').waitFor({ timeout: (WARNING_SECONDS + 5) * 1000 });
    // The dialog shows at once; the session is cleared once the server has ended the sign-in (signOut
    // awaits its logout call), which a loaded machine takes a moment to answer.
    await page.waitForFunction(() => localStorage.getItem('accessToken') === null, undefined, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).not.toBe('true');
    await page.getByTestId('timeout-logout').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/login/);
  });

  it('signs in as the administrator, sees the ADMIN menu, and logs out', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'admin'));
    await page.getByTestId('language-selector').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signInThroughForm(page, app.url, 'admin', 'admin1234');
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    await page.getByRole('button', { name: 'ADMIN', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Users', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  it('sends a signed-out visitor to the sign-in page and a customer away from the back office', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'guards'));
    await page.goto(`${app.url}/#/my-projects`);
    await page.waitForURL(/#\/login/);
    // Signing in from there brings the visitor back to the page they asked for.
    await signInThroughForm(page, app.url, 'demo', 'demo1234', { isOnLoginPage: true });
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    expect(await page.getByRole('button', { name: 'ADMIN', exact: true }).count()).toBe(0);
    await page.goto(`${app.url}/#/admin/users`);
    await page.getByText('404 Not Found').waitFor();
  });
});
