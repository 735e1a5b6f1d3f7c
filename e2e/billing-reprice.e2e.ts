import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type FakeVies, startFakeVies } from '../apps/server/src/integrations/vies/fake.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Billing changed after an offer was chosen: a Dutch consumer's offer sits in the basket with 21 % VAT;
// they make their billing a German business whose VAT number VIES confirms, and the basket shows the
// same offer reverse charged (0 % VAT) at once, without choosing it again, and checks out.
let app: RunningApp;
let vies: FakeVies;
let browser: Browser;
let token: string;
let page: Page;

const PROJECT = 'Billing re-price board';
const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

// biome-ignore lint/suspicious/noExplicitAny: each caller reads the fields of the answer it asked for
async function api(path: string, init: { method?: string; body?: object; as?: string } = {}): Promise<any> {
  const response = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.as ?? token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

let projectId: string;
let chosen: { netCents: number; vat: { amountCents: number } };

beforeAll(async () => {
  vies = await startFakeVies();
  vies.numbers.set('DE136695976', { kind: 'valid', name: 'Leiterplatten GmbH', address: 'Berlin' });
  app = await startApp({ VIES_BASE_URL: vies.baseUrl });
  browser = await launchBrowser();
  token = await signInThroughApi(app.url, 'demo', 'demo1234');
  await api('/rest/account/billing', { method: 'PUT', body: { countryCode: 'NL' } });
  ({ projectId } = await api('/rest/project/new', { method: 'POST', body: { name: PROJECT } }));
  await api(`/rest/project/pcb/${projectId}`, { method: 'POST', body: {} });
  await api(`/rest/project/offers/${projectId}`);
  await api('/rest/project/select-offer', {
    method: 'POST',
    body: { projectId, quantity: 10, workingDays: 20 },
  });
  chosen = await api(`/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`);
  // A bare board without Gerbers: staff waive the files, so the order goes ahead.
  await api('/rest/admin/project/files-waiver', {
    method: 'POST',
    as: await signInThroughApi(app.url, 'admin', 'admin1234'),
    body: { projectId, waived: true, note: 'Journey without files' },
  });
  page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
}, 120_000);

afterAll(async () => {
  await page?.context().close();
  await closeJourney({ app, browser });
  await vies?.close();
});

const summary = () => page.getByRole('region', { name: 'Order summary' });

async function openBasketWithProject() {
  await page.getByRole('link', { name: 'Basket', exact: false }).first().click();
  await page.getByRole('heading', { name: 'My Basket' }).waitFor();
  await page.getByRole('checkbox', { name: `Select ${PROJECT}` }).check();
  await summary().getByText('1 project selected').waitFor();
}

describe('billing changed to a business VIES confirms, after choosing an offer', () => {
  it('the basket first carries 21 % Dutch VAT', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'billing-reprice-before'));
    expect(chosen.vat.amountCents).toBeGreaterThan(0);
    await openBasketWithProject();
    await summary().getByText(euros(chosen.vat.amountCents), { exact: true }).waitFor();
  });

  it('saved in My Profile, the same offer is reverse charged at once, without choosing again', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'billing-reprice-profile'));
    await page.goto(`${app.url}/#/profile`);
    // The stored details have arrived (the form fills once, from them).
    await page.getByText('Offers include 21 % Dutch VAT.').waitFor();
    const billingForm = page.locator('form', { has: page.locator('input[name="billingCompany"]') });
    const country = billingForm.getByRole('combobox', { name: 'Billing country' });
    await country.fill('Germ');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.locator('input[name="billingCompany"]').fill('Leiterplatten GmbH');
    await page.locator('input[name="billingVatNumber"]').fill('DE136695976');
    await billingForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Confirmed by VIES').waitFor();

    await openBasketWithProject();
    await summary().getByText(euros(0), { exact: true }).waitFor();
    expect(await page.getByText('Offer expired').count()).toBe(0);
    // The selected cell's breakdown agrees: reverse charge, and the parcel now goes to Germany.
    const breakdown = await api(`/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`);
    expect(breakdown.vat).toMatchObject({ ratePercent: 0, reason: 'REVERSE_CHARGE', amountCents: 0 });
    expect(breakdown.totalCents).toBe(breakdown.netCents);
    expect(await summary().getByText(euros(breakdown.totalCents), { exact: true }).count()).toBe(2);
  });

  it('checks out the re-priced offer', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'billing-reprice-checkout'));
    await summary().getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByText(PROJECT).first().waitFor();
    await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Pay later by bank transfer' }).click();
    await page.waitForURL((url) => /^#\/my-orders\/\d+$/.test(url.hash));
    const orderId = Number(new URL(page.url()).hash.split('/').pop());
    const order = await api(`/rest/order/${orderId}`);
    expect(order.vatCents).toBe(0);
    expect(order.totalCents).toBe(order.netCents);
  });
});
