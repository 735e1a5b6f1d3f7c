import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type FakeVies, startFakeVies } from '../apps/server/src/integrations/vies/fake.ts';
import { callApi } from './support/api.ts';
import { findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// The API log: a customer's VAT checks reach VIES (a stand-in on 127.0.0.1 speaking its format) and a
// card payment reaches the MultiSafepay simulator; staff then find each call in /admin/api-logs with
// its service and result, filter by service and status, and never see the VAT number; the page fits a phone.
let app: RunningApp;
let browser: Browser;
let vies: FakeVies;
let staff: Page;
let staffToken: string;

const PROJECT = 'API log journey board';

const api = (token: string | null, path: string, body?: object) => callApi(app.url, path, { token, body });

beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  vies.numbers.set('FR40303265045', { kind: 'error', userError: 'MS_UNAVAILABLE' });
  app = await startApp({ VIES_BASE_URL: vies.baseUrl });
  browser = await launchBrowser();

  // Two VAT checks (one answered, one with the member state down) and a card payment.
  expect((await api(null, '/rest/open/vies?countryCode=DE&vatNumber=136695976')).status).toBe('VALID');
  expect((await api(null, '/rest/open/vies?countryCode=FR&vatNumber=40303265045')).status).toBe(
    'UNAVAILABLE',
  );
  expect(vies.asked).toEqual(['DE136695976', 'FR40303265045']);
  const customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  const { projectId } = await api(customerToken, '/rest/project/new', { name: PROJECT });
  await api(customerToken, `/rest/project/pcb/${projectId}`, {});
  await api(customerToken, `/rest/project/offers/${projectId}`);
  await api(customerToken, '/rest/project/select-offer', { projectId, quantity: 10, workingDays: 20 });
  // A bare board needs its Gerbers at ordering; staff waive them here (the Gerber journeys upload real ones).
  await api(await signInThroughApi(app.url, 'admin', 'admin1234'), '/rest/admin/project/files-waiver', {
    projectId,
    waived: true,
    note: 'Journey without files',
  });
  const order = await api(customerToken, '/rest/project/submit-order', {
    projectId,
    idempotencyKey: 'api-log-journey-1',
  });
  await api(customerToken, '/rest/open/payWithMultiSafePay', { orderId: order.orderId });

  // The log is written in batches (every 200 ms): wait until the three calls are in.
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
  const deadline = Date.now() + 10_000;
  while ((await api(staffToken, '/rest/admin/api-logs')).total < 3) {
    if (Date.now() > deadline) throw new Error('the three outside calls never reached the API log');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // bypassCSP: the accessibility check injects axe-core as an inline script.
  staff = await openSignedInPage({ app, browser }, 'admin', 'admin1234', {
    ...viewportOptions(1440),
    bypassCSP: true,
  });
}, 180_000);

afterAll(async () => {
  await closeJourney({ app, browser });
  await vies?.close();
});

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

describe('the API log for staff', () => {
  it('lists each outside call with its service, operation and result, newest first', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'api-logs-list'));
    await staff.goto(`${app.url}/#/admin/api-logs`);
    await staff.getByRole('heading', { name: 'API Logs', level: 1 }).waitFor();
    const payment = rows(staff).filter({ hasText: 'createPayment' });
    await payment.getByText('MultiSafepay').waitFor();
    await payment.getByText('OK', { exact: true }).waitFor();
    const down = rows(staff).filter({ hasText: 'MS_UNAVAILABLE' });
    await down.getByText('VIES').waitFor();
    await down.getByText('checkVat').waitFor();
    await down.getByText('Error', { exact: true }).waitFor();
    // Newest first: the payment came after both VAT checks.
    const operations = await staff.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(operations.indexOf('createPayment')).toBeLessThan(operations.lastIndexOf('checkVat'));
    // Never the VAT number, nor what VIES said of the company.
    const text = await staff.locator('main').innerText();
    for (const personal of ['136695976', '40303265045', 'Leiterplatten'])
      expect(text).not.toContain(personal);
    await waitForCalmPage(staff);
    expect(await findBlockingViolations(staff, 'admin/api-logs')).toEqual([]);
  });

  it('filters by service and by status', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'api-logs-filters'));
    await staff.getByRole('combobox', { name: 'Service' }).click();
    await staff.getByRole('option', { name: 'VIES' }).click();
    await expect.poll(() => rows(staff).filter({ hasText: 'MultiSafepay' }).count()).toBe(0);
    await expect.poll(() => rows(staff).filter({ hasText: 'checkVat' }).count()).toBe(2);

    await staff.getByRole('combobox', { name: 'Status' }).click();
    await staff.getByRole('option', { name: 'Error' }).click();
    await expect.poll(() => rows(staff).count()).toBe(1);
    await rows(staff).getByText('MS_UNAVAILABLE').waitFor();

    await staff.getByRole('combobox', { name: 'Service' }).click();
    await staff.getByRole('option', { name: 'Arrow' }).click();
    await staff.getByText('No call to an outside service matches these filters.').waitFor();
  });

  it('fits a phone', async () => {
    const phone = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(375));
    onTestFailed(() => screenshotOnFailure(phone, 'api-logs-phone'));
    await phone.goto(`${app.url}/#/admin/api-logs`);
    await phone.getByRole('heading', { name: 'API Logs', level: 1 }).waitFor();
    await rows(phone).filter({ hasText: 'createPayment' }).waitFor();
    await phone.waitForTimeout(300);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.context().close();
  });
});
