import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { callApi } from './support/api.ts';
import { findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Buying a paid order's parts: a customer orders boards with the example project's BOM (priced from the
// distributor simulator the server runs without distributor keys) and pays by card; staff open the
// order, see per line the parts needed and from whom, fill the Mouser cart, place the Mouser order after
// confirming it, and see the purchase ordered with Mouser's order number; the API log lists the Mouser
// calls. An order with a part no distributor knows cannot go to purchasing unpriced without a reason.
// Customers never reach the purchasing calls.
const BOM_FILE = path.resolve(
  import.meta.dirname,
  '../apps/server/src/modules/accounts/demo-project/sangaboard-v0.4-bom.csv',
);
const UNKNOWN_PART_BOM = [
  'Designator,Quantity,MPN,Manufacturer,Description',
  'U1,1,ATMEGA32U4-AU,Microchip,Microcontroller',
  'U9,1,ZZ-UNKNOWN-7,Acme,Mystery chip',
].join('\n');
const REASON = 'The customer sends the mystery chip';

let app: RunningApp;
let browser: Browser;
let customerToken: string;
let staffToken: string;
let order: { orderId: number; orderKey: string };
let mouserLines = 0;

const api = (token: string, route: string, body?: object) => callApi(app.url, route, { token, body });

const send = (token: string, route: string, body?: object) =>
  fetch(`${app.url}${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function waitFor<T>(what: string, read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A customer's order of 10 boards with `bom` (matched at the distributors), paid by card. */
async function paidOrderWithBom(name: string, fileName: string, bom: Blob) {
  const { projectId } = await api(customerToken, '/rest/project/new', { name });
  const form = new FormData();
  form.append('file', bom, fileName);
  const uploaded = await fetch(`${app.url}/rest/project/bomFileUpload/${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customerToken}` },
    body: form,
  });
  expect(uploaded.ok, `BOM upload: ${uploaded.status}`).toBe(true);
  await waitFor(
    'distributor prices',
    () => api(customerToken, `/rest/project/distributor-prices/${projectId}`),
    // Not pending, and answered: right after the upload the matching may not have started yet.
    (answer: { pending: boolean; lines: { fetchedAt: string | null }[] }) =>
      !answer.pending && answer.lines.some((line) => line.fetchedAt),
  );
  await api(customerToken, `/rest/project/pcb/${projectId}`, {});
  await api(customerToken, `/rest/project/offers/${projectId}`);
  await api(customerToken, '/rest/project/select-offer', { projectId, quantity: 10, workingDays: 20 });
  // An assembly needs its placement file and Gerbers at ordering; staff waive them for this journey.
  await api(staffToken, '/rest/admin/project/files-waiver', {
    projectId,
    waived: true,
    note: 'Journey without files',
  });
  const placed = await api(customerToken, '/rest/project/submit-order', {
    projectId,
    idempotencyKey: `purchasing-${projectId}`,
  });
  // Paid on the payment page of the simulator the server runs without MSP_API_KEY.
  const { paymentUrl } = await api(customerToken, '/rest/open/payWithMultiSafePay', {
    orderId: placed.orderId,
  });
  await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await waitFor(
    'the payment',
    () => api(staffToken, `/rest/order-info/${placed.orderId}`),
    (staffOrder: { status: string }) => staffOrder.status === 'PAID',
  );
  return { orderId: placed.orderId as number, orderKey: placed.orderKey as string };
}

beforeAll(async () => {
  // As `npm start` runs it: vitest sets NODE_ENV=test, and a test server never gets the simulator.
  app = await startApp({ NODE_ENV: 'development' });
  browser = await launchBrowser();
  customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
  order = await paidOrderWithBom(
    'Purchasing journey Sangaboard',
    'sangaboard-v0.4-bom.csv',
    new Blob([readFileSync(BOM_FILE)]),
  );
  const purchasing = await api(staffToken, `/rest/order/purchasing/${order.orderId}`);
  mouserLines = purchasing.lines.filter(
    (line: { distributor: string }) => line.distributor === 'Mouser',
  ).length;
  expect(mouserLines).toBeGreaterThan(0);
}, 180_000);

afterAll(() => closeJourney({ app, browser }));

const purchasingSection = (page: Page) => page.getByRole('region', { name: 'Purchasing', exact: true });

describe('staff buying a paid order’s parts', () => {
  let page: Page;
  beforeAll(async () => {
    // bypassCSP: the accessibility check injects axe-core as an inline script.
    page = await openSignedInPage({ app, browser }, 'admin', 'admin1234', {
      ...viewportOptions(1440),
      bypassCSP: true,
    });
  }, 60_000);
  afterAll(() => page?.context().close());

  it('see per BOM line the parts needed and from whom', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'purchasing-lines'));
    await page.goto(`${app.url}/#/admin/orders/${order.orderId}`);
    await page.getByRole('heading', { name: order.orderKey }).waitFor();
    const section = purchasingSection(page);
    const lines = section.getByRole('table', { name: 'Lines to buy' });
    await lines.getByRole('columnheader', { name: 'Parts needed' }).waitFor();
    await expect.poll(() => lines.getByTestId('purchase-line').count()).toBe(29);
    // simulator-parts.json: ATMEGA32U4-AU from Mouser for 10 boards and a spare.
    const atmega = lines.getByTestId('purchase-line').filter({ hasText: 'ATMEGA32U4-AU' });
    expect((await atmega.innerText()).replace(/\s+/g, ' ')).toMatch(
      /^5 ATMEGA32U4-AU U1 11 Mouser 556-ATMEGA32U4-AU €2\.97 As ordered Not placed/,
    );
    await section.getByText('Nothing has been bought for this order yet.').waitFor();
    await section.getByRole('button', { name: 'Place Verical order' }).waitFor();
    await waitForCalmPage(page);
    expect(await findBlockingViolations(page, 'admin order purchasing (1440 px)')).toEqual([]);
  });

  it('fill the Mouser cart, then place the Mouser order once confirmed', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'purchasing-place'));
    const section = purchasingSection(page);
    const poNumber = `${order.orderKey}-MOU-1`;
    await section.getByRole('button', { name: 'Add Mouser lines to cart' }).click();
    const purchase = section.getByTestId('purchase-row').filter({ hasText: poNumber });
    await purchase.getByText('In cart', { exact: true }).waitFor();

    await section.getByRole('button', { name: 'Place Mouser order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(`Place the Mouser order ${poNumber} for ${mouserLines} lines? This spends money at Mouser.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Place Mouser order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await purchase.getByText('Ordered', { exact: true }).waitFor();
    await expect.poll(() => purchase.getByTestId('distributor-order-number').innerText()).toMatch(/^\d+$/);
    // The order's Mouser lines follow their purchase.
    const atmega = section.getByTestId('purchase-line').filter({ hasText: 'ATMEGA32U4-AU' });
    await atmega.getByText('Ordered', { exact: true }).waitFor();
    expect(await section.getByRole('button', { name: 'Check Mouser status' }).isEnabled()).toBe(true);
  });

  it('find the Mouser calls (search, cart, order) in the API log', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'purchasing-api-log'));
    await page.goto(`${app.url}/#/admin/api-logs`);
    await page.getByRole('heading', { name: 'API Logs', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: 'Mouser' }).click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const operations = async () => new Set(await page.locator('tbody tr td:nth-child(3)').allInnerTexts());
    // One look at both: the unfiltered list already holds the Mouser calls (beside Arrow's), so the
    // operations alone would pass before the filter has applied.
    const shown = async () => ({
      operations: [...(await operations())].sort(),
      arrowRows: await rows.filter({ hasText: 'Arrow' }).count(),
    });
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual({ operations: expect.arrayContaining(['cart', 'order', 'search']), arrowRows: 0 });
  });

  it('fit the purchasing section on a 375 px phone, its tables scrolling sideways', async () => {
    const phone = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(375));
    try {
      onTestFailed(() => screenshotOnFailure(phone, 'purchasing-phone'));
      await phone.goto(`${app.url}/#/admin/orders/${order.orderId}`);
      await purchasingSection(phone).getByRole('table', { name: 'Lines to buy' }).waitFor();
      await phone.waitForTimeout(300);
      expect(await sidewaysOverflow(phone)).toBe(0);
    } finally {
      await phone.context().close();
    }
  });
});

describe('an order with a part no distributor knows', () => {
  let page: Page;
  let other: { orderId: number; orderKey: string };
  beforeAll(async () => {
    other = await paidOrderWithBom(
      'Purchasing journey mystery',
      'mystery-bom.csv',
      new Blob([UNKNOWN_PART_BOM]),
    );
    await api(staffToken, '/rest/order/update-order-status', { orderId: other.orderId, status: 'IN_REVIEW' });
    page = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
  }, 120_000);
  afterAll(() => page?.context().close());

  it('goes to purchasing unpriced only with a reason, kept in its history', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'purchasing-unpriced'));
    await page.goto(`${app.url}/#/admin/orders/${other.orderId}`);
    const section = purchasingSection(page);
    await section.getByText('1 line unpriced').waitFor();
    await section
      .getByTestId('purchase-line')
      .filter({ hasText: 'ZZ-UNKNOWN-7' })
      .getByText('Unpriced')
      .waitFor();

    const changeStatus = async () => {
      await page.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Purchasing parts' }).click();
      await page.getByRole('button', { name: 'Change status' }).click();
    };
    await changeStatus();
    let dialog = page.getByRole('dialog', { name: 'BOM lines are not priced' });
    await dialog.getByText(/^Line 2 is still estimated or on request/).waitFor();
    await dialog.getByRole('button', { name: 'Price them in Purchasing' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await changeStatus();
    dialog = page.getByRole('dialog', { name: 'BOM lines are not priced' });
    await dialog.getByRole('button', { name: 'Go ahead anyway' }).click();
    await dialog.getByText('Give a reason to go ahead').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Go ahead anyway' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Went ahead with unpriced BOM line 2: ${REASON}`).waitFor();
    const staffOrder = await api(staffToken, `/rest/order-info/${other.orderId}`);
    expect(staffOrder.status).toBe('PURCHASING');
  });

  it('prices the line with a staff price', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'purchasing-staff-price'));
    const section = purchasingSection(page);
    await section.getByRole('button', { name: 'Change line 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Line 2: ZZ-UNKNOWN-7' });
    await dialog.getByRole('textbox', { name: 'Unit price (EUR)' }).fill('1.25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const line = section.getByTestId('purchase-line').filter({ hasText: 'ZZ-UNKNOWN-7' });
    await line.getByText('Staff price').waitFor();
    await line.getByText('€1.25').waitFor();
    await expect.poll(() => section.getByText('1 line unpriced').count()).toBe(0);
  });
});

describe('customers', () => {
  it('cannot reach the purchasing calls', async () => {
    const calls: [string, object | undefined][] = [
      [`/rest/order/purchasing/${order.orderId}`, undefined],
      ['/rest/order/insertComponentsToMouserCart', { orderId: order.orderId }],
      ['/rest/order/placeOrderToMouserAPI', { orderId: order.orderId }],
      ['/rest/project/callAutomatedSupplierAPIStatusFailure', undefined],
    ];
    for (const [route, body] of calls) {
      expect((await send(customerToken, route, body)).status, route).toBe(403);
    }
  });
});
