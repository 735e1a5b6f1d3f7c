import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// The general announcement and the FAQ: staff publish an announcement on its admin page (with a script
// in it that must not run); the customer sees it once after signing in, rendered safely; the FAQ page
// shows the default entries by topic and its search narrows them; staff add an entry the customer sees.
let app: RunningApp;
let browser: Browser;
let staff: Page;

async function signedIn(username: string, password: string, width = 1440): Promise<Page> {
  const page = await browser.newPage(viewportOptions(width));
  await signInThroughForm(page, app.url, username, password);
  await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  return page;
}

beforeAll(async () => {
  app = await startApp({}, { readyTimeoutMs: 120_000 });
  browser = await launchBrowser();
  staff = await signedIn('admin', 'admin1234');
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('announcements and FAQ', () => {
  it('staff publish an announcement with a preview; markup that could run is dropped', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'notices-publish'));
    await staff.goto(`${app.url}/#/admin/announcements`);
    await staff.getByRole('heading', { name: 'Announcements' }).waitFor();
    await staff.getByText('No announcement is shown at the moment.').waitFor();
    await staff
      .getByLabel('New announcement')
      .fill('<p>We are closed on <b>Friday</b>.</p><img src=x onerror="window.hacked=1">');
    await staff.getByText('Friday').first().waitFor();
    await staff.getByRole('button', { name: 'Publish' }).click();
    await staff.getByText('The announcement is published.').waitFor();
    await staff.getByText('Active', { exact: true }).waitFor();
  });

  it('the customer sees it once after signing in', async () => {
    const customer = await signedIn('demo', 'demo1234');
    onTestFailed(() => screenshotOnFailure(customer, 'notices-dialog'));
    const dialog = customer.getByRole('dialog');
    await dialog.getByText('We are closed on').waitFor();
    expect(await dialog.locator('b').textContent()).toBe('Friday');
    expect(await dialog.locator('img').count()).toBe(0);
    expect(await customer.evaluate('window.hacked')).toBeUndefined();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await customer.reload();
    await customer.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    await customer.waitForTimeout(1000);
    expect(await customer.getByRole('dialog').count()).toBe(0);
    await customer.close();
  });

  it('the FAQ shows topics as accordions and the search narrows them, on a phone too', async () => {
    const phone = await signedIn('demo', 'demo1234', 375);
    onTestFailed(() => screenshotOnFailure(phone, 'notices-faq'));
    await phone.goto(`${app.url}/#/faq`);
    await phone.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
    for (const topic of ['Ordering', 'Files', 'Lead times', 'Payment', 'Shipping', 'VAT']) {
      await phone.getByRole('heading', { name: topic, exact: true }).waitFor();
    }
    await phone.getByRole('button', { name: 'Which file formats do you accept?' }).click();
    await phone.getByText('Gerber RS-274X or X2').waitFor();
    await phone.getByLabel('Search the questions').fill('vies');
    await phone.getByRole('button', { name: 'How is my VAT number checked?' }).waitFor();
    expect(await phone.getByRole('heading', { name: 'Ordering', exact: true }).count()).toBe(0);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.getByLabel('Search the questions').fill('no such words here');
    await phone.getByText('No matching questions').waitFor();
    await phone.close();
  });

  it('staff add an FAQ entry that customers then read', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'notices-faq-admin'));
    await staff.goto(`${app.url}/#/admin/faq`);
    await staff.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Add entry' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Question').fill('Do you make flexible boards?');
    await dialog.getByLabel('Answer').fill('<p>Yes, <b>flex</b> and rigid-flex.</p>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('The entry is saved.').waitFor();
    const customer = await signedIn('demo', 'demo1234');
    // The top bar's FAQ is the in-app one (no FAQ_URL is set).
    await customer.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).click();
    await customer.waitForURL((url) => url.hash === '#/faq');
    await customer.getByRole('button', { name: 'Do you make flexible boards?' }).click();
    await customer.getByText('rigid-flex').waitFor();
    await customer.close();
  });
});
