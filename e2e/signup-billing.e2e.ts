import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type FakeVies, startFakeVies } from '../apps/server/src/integrations/vies/fake.ts';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// Sign-up → billing: the company, country (picked from the billing list) and VAT number given at
// sign-up are the new account's billing details, and the number VIES confirmed shows as confirmed.
// A mistyped number is pointed out as the field is left, before anything is sent.
let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let vies: FakeVies;
let browser: Browser;
let page: Page;

const PASSWORD = 'Copper-Pour-2026';

beforeAll(async () => {
  mail = await startMailCatcher();
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  app = await startApp({ SMTP_URL: mail.smtpUrl, VIES_BASE_URL: vies.baseUrl });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
  await vies?.close();
});

describe('sign-up → billing', () => {
  it('checks the VAT number as it is typed, then signs up with company, country and number', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'signup-billing-form'));
    await page.goto(`${app.url}/#/signup`);
    await page.locator('input[name="email"]').fill('ada@example.test');
    await page.locator('input[name="repeatEmail"]').fill('ada@example.test');
    await page.locator('input[name="firstname"]').fill('Ada');
    await page.locator('input[name="lastname"]').fill('Trace');
    await page.locator('input[name="username"]').fill('atrace');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="repeatPassword"]').fill(PASSWORD);
    await page.locator('input[name="companyName"]').fill('Leiterplatten GmbH');

    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await country.fill('Germ');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    expect(await country.inputValue()).toBe('Germany');

    const vatNumber = page.locator('input[name="vatNumber"]');
    await vatNumber.fill('DE 136 695 977');
    await vatNumber.blur();
    const checkDigits = page.getByText('The check digits do not add up for a VAT number of Germany');
    await checkDigits.waitFor();
    expect(vies.asked).toEqual([]);
    await vatNumber.fill('DE 136 695 976');
    await vatNumber.blur();
    await checkDigits.waitFor({ state: 'detached' });

    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL(/#\/thank_you/);
  });

  it('confirms by e-mail, signs in and finds the billing details filled and the number confirmed', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'signup-billing-profile'));
    await page.goto(await mail.linkTo('ada@example.test'));
    await expect.poll(() => page.getByText(/confirmed/i).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await signInThroughForm(page, app.url, 'atrace', PASSWORD);
    await page.waitForURL(/#\/(home)?$/);

    await page.goto(`${app.url}/#/profile`);
    const company = page.locator('input[name="billingCompany"]');
    await expect.poll(() => company.inputValue(), { timeout: 10_000 }).toBe('Leiterplatten GmbH');
    expect(await page.getByRole('combobox', { name: 'Billing country', exact: true }).inputValue()).toBe(
      'Germany',
    );
    expect(await page.locator('input[name="billingVatNumber"]').inputValue()).toBe('DE136695976');
    await page.getByText('Confirmed by VIES').waitFor();
    expect(vies.asked).toEqual(['DE136695976']);
  });
});
