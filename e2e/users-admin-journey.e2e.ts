import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// User administration: the seeded (super) administrator creates a customer, puts it in a new company,
// disables it after confirming; the user history tags an entry; the pages fit a phone.
let app: RunningApp;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  app = await startApp({}, { readyTimeoutMs: 120_000 });
  browser = await launchBrowser();
  admin = await browser.newPage(viewportOptions(1440));
  await signInThroughForm(admin, app.url, 'admin', 'admin1234');
  await admin.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('user administration journey', () => {
  it('creates a company and a customer in it, who gets no password from staff', async () => {
    onTestFailed(() => screenshotOnFailure(admin, 'users-admin-create'));
    await admin.goto(`${app.url}/#/admin/companies`);
    await admin.getByText('No companies yet').waitFor();
    await admin.getByRole('button', { name: 'Create company' }).first().click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByLabel('Company name').fill('Acme Circuits GmbH');
    await drawer.getByLabel('VAT number').fill('DE123456789');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('The company has been saved.').waitFor();
    await admin.getByRole('row', { name: /Acme Circuits GmbH/ }).waitFor();

    await admin.goto(`${app.url}/#/admin/users`);
    await admin.getByRole('button', { name: 'Create user' }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByLabel('First name').fill('Klara');
    await dialog.getByLabel('Last name').fill('Kundin');
    await dialog.getByLabel('Username').fill('klara');
    await dialog.getByLabel('E-mail').fill('klara@example.test');
    await dialog.getByLabel('Company', { exact: true }).click();
    await admin.getByRole('option', { name: 'Acme Circuits GmbH' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Customer has been created').waitFor();
    const row = admin.getByRole('row', { name: /Klara Kundin/ });
    await row.getByText('Acme Circuits GmbH').waitFor();
  });

  it('disables the customer after confirming, and shows its team', async () => {
    onTestFailed(() => screenshotOnFailure(admin, 'users-admin-disable'));
    await admin.getByRole('button', { name: 'Open Klara Kundin' }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByText('This user has not chosen a password yet', { exact: false }).waitFor();
    await drawer.getByTestId('team-tree').getByText('Klara Kundin').waitFor();
    await drawer.getByRole('button', { name: 'Disable' }).click();
    const confirm = admin.getByRole('dialog', { name: /Confirm/ });
    await confirm.getByRole('button', { name: /OK/i }).click();
    await admin.getByText('selected customers status updated').waitFor();
    await drawer.getByRole('button', { name: 'Enable' }).waitFor();
    await admin.keyboard.press('Escape');
    await admin
      .getByRole('row', { name: /Klara Kundin/ })
      .getByText('Disabled')
      .waitFor();
  });

  it('tags a history entry and marks it read', async () => {
    onTestFailed(() => screenshotOnFailure(admin, 'users-admin-history'));
    await admin.goto(`${app.url}/#/admin/user-history`);
    const entry = admin.getByRole('row', { name: /\/rest\/admin\/users\/status/ });
    await entry.getByText('Urgent').click();
    await expect.poll(() => entry.getByRole('checkbox', { name: 'Urgent' }).isChecked()).toBe(true);
    await entry.getByRole('button', { name: 'Mark as read' }).click();
    await entry.getByRole('button', { name: 'Mark as unread' }).waitFor();
  });

  it('fits a phone', async () => {
    const phone = await browser.newPage(viewportOptions(375));
    onTestFailed(() => screenshotOnFailure(phone, 'users-admin-phone'));
    await signInThroughForm(phone, app.url, 'admin', 'admin1234');
    await phone.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    for (const route of ['admin/users', 'admin/super-admin-users', 'admin/companies', 'admin/user-history']) {
      await phone.goto(`${app.url}/#/${route}`);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.waitForTimeout(300);
      expect(await sidewaysOverflow(phone), route).toBe(0);
    }
    await phone.close();
  });
});
