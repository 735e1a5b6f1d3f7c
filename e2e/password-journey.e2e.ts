import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { waitForQuietNetwork } from './support/network-quiet.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// Forgotten password → e-mailed link → new password → sign in → change it again on My Profile.
let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startApp({ SMTP_URL: mail.smtpUrl });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
});

/**
 * The strength meter appears under a new password once the estimator has loaded, and the form below it
 * moves down then: wait for it before clicking, or under load a click can land where the button was.
 */
const strengthShown = () => page.getByTestId('password-strength').waitFor();

describe('password journey (on a phone-sized screen)', () => {
  it('fetches the strength estimator’s word lists only where a new password is typed', async () => {
    const fresh = await browser.newPage({ viewport: { width: 375, height: 800 } });
    onTestFailed(() => screenshotOnFailure(fresh, 'word-lists'));
    const fetched: string[] = [];
    fresh.on('request', (request) => fetched.push(request.url()));
    const wordLists = () => fetched.filter((url) => /password-(words|strength)-/.test(url));
    await fresh.goto(`${app.url}/#/login`);
    await fresh.locator('input[name="username"]').waitFor();
    await waitForQuietNetwork(fresh);
    expect(wordLists()).toEqual([]);
    await fresh.goto(`${app.url}/#/signup`);
    await fresh.locator('input[name="password"]').fill('Fresh-Solder-2026');
    await waitForQuietNetwork(fresh);
    // The estimator and its word lists, each a file of its own (none over the bundler's size warning).
    expect(wordLists().length).toBeGreaterThanOrEqual(5);
    await fresh.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'reset'));
    await page.goto(`${app.url}/#/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.locator('input[name="username"]').fill('demo@boardhouse.local');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account exists, we have sent a link to reset your password.').waitFor();

    const link = await mail.linkTo('demo@boardhouse.local');
    expect(link).toMatch(/\?mode=reset$/);
    await page.goto(link);
    await page.locator('input[name="password"]').fill('Fresh-Solder-2026');
    await strengthShown();
    await page.locator('input[name="repeatPassword"]').fill('Fresh-Solder-2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Password do not match').waitFor();
    await page.locator('input[name="repeatPassword"]').fill('Fresh-Solder-2026');
    await page.getByText('Password Matched!').waitFor();
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password is set').waitFor();

    await signInThroughForm(page, app.url, 'demo', 'demo1234');
    await page.getByText('The login detail is incorrect').waitFor();
    await signInThroughForm(page, app.url, 'demo', 'Fresh-Solder-2026');
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  });

  it('refuses a used reset link', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'reused-link'));
    const link = await mail.linkTo('demo@boardhouse.local');
    await page.goto(link);
    await page.locator('input[name="password"]').fill('Another-Pass-99');
    await strengthShown();
    await page.locator('input[name="repeatPassword"]').fill('Another-Pass-99');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText(/already used or has expired/).waitFor();
  });

  it('changes the password on My Profile, checking the current one', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'profile-password'));
    await signInThroughForm(page, app.url, 'demo', 'Fresh-Solder-2026');
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    await page.goto(`${app.url}/#/profile`);
    await page.locator('input[name="currentPassword"]').fill('wrong-password');
    await page.locator('input[name="newPassword"]').fill('Profile-Pass-31');
    await strengthShown();
    await page.locator('input[name="repeatPassword"]').fill('Profile-Pass-31');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct').waitFor();
    await page.locator('input[name="currentPassword"]').fill('Fresh-Solder-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.evaluate(() => localStorage.clear());
    await signInThroughForm(page, app.url, 'demo', 'Profile-Pass-31');
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  });

  it('says why in the reader’s language: a wrong current password and a used link, in German', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'refusals-in-german'));
    // The language is read when the app starts, so it is set before the page loads again.
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.goto(`${app.url}/#/profile`);
    await page.reload();
    await page.locator('input[name="currentPassword"]').fill('wrong-password');
    await page.locator('input[name="newPassword"]').fill('Profile-Pass-47');
    await strengthShown();
    await page.locator('input[name="repeatPassword"]').fill('Profile-Pass-47');
    await page.locator('input[name="repeatPassword"]').press('Enter');
    await page.getByText('Das aktuelle Passwort ist nicht korrekt').waitFor();

    await page.goto(await mail.linkTo('demo@boardhouse.local'));
    await page.reload();
    await page.locator('input[name="password"]').fill('Another-Pass-99');
    await strengthShown();
    await page.locator('input[name="repeatPassword"]').fill('Another-Pass-99');
    await page.locator('input[name="repeatPassword"]').press('Enter');
    await page.getByText(/Dieser Link ist nicht mehr gültig/).waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
