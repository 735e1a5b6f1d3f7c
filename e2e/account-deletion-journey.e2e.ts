import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// My Profile → Your data: download my data, then delete the account (password + DELETE) and land on
// the sign-in page, told so; the old password no longer signs in.
const USERNAME = 'alovelace';
const EMAIL = 'ada@example.test';
const PASSWORD = 'Analytical-Engine-1843';

let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startApp({ SMTP_URL: mail.smtpUrl });
  const signup = await fetch(`${app.url}/rest/open/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: USERNAME,
      email: EMAIL,
      password: PASSWORD,
      firstname: 'Ada',
      lastname: 'Lovelace',
      acceptTerms: true,
    }),
  });
  expect(signup.status).toBe(201);
  const code = (await mail.linkTo(EMAIL)).split('#/welcome/')[1] ?? '';
  const confirmed = await fetch(`${app.url}/rest/open/registration/${code}`, { method: 'POST' });
  expect(confirmed.status).toBe(200);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
});

describe('account deletion journey', () => {
  it('downloads my data from My Profile', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'download-my-data'));
    await signInThroughForm(page, app.url, USERNAME, PASSWORD);
    await page.waitForURL(/#\/(home)?$/);
    await page.goto(`${app.url}/#/profile`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^boardhouse-account-${USERNAME}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(data.profile).toMatchObject({ username: USERNAME, email: EMAIL, firstname: 'Ada' });
  });

  it('deletes the account after the password and DELETE, and shows the sign-in page with a notice', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'delete-account'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('kept for 7 years').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.locator('input[name="password"]').fill('not-my-password');
    await dialog.locator('input[name="confirmation"]').fill('DELETE');
    await confirm.click();
    await dialog.getByText('The password is not correct').waitFor();
    await dialog.locator('input[name="password"]').fill(PASSWORD);
    await confirm.click();
    await page.waitForURL(/#\/login$/);
    await page.getByTestId('account-deleted-notice').waitFor();

    await signInThroughForm(page, app.url, USERNAME, PASSWORD, { isOnLoginPage: true });
    await page.getByText('The login detail is incorrect').waitFor();
  });
});
