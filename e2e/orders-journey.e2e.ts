import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type ApiCall, callApi } from './support/api.ts';
import { findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { SANGABOARD_GERBERS, zipFolder } from './support/gerber-zip.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Ordering and paying: from My Basket to Checkout, by card on the payment page (the MultiSafepay
// simulator the server runs without MSP_API_KEY, reached over HTTP like MultiSafepay), back to the
// order page, which shows the order paid only once the provider confirmed it, with its invoice; and an
// order paid later by bank transfer, with the bank details, in My Orders on a desktop and a phone.
let app: RunningApp;
let browser: Browser;
let token: string;
/** One staff sign-in for the journey's waivers: sign-ins are limited per minute. */
let staffToken: string;

const CARD_PROJECT = 'Orders journey card board';
const LATER_PROJECT = 'Orders journey transfer board';
const AGAIN_PROJECT = 'Orders journey board to order again';

const api = (path: string, init: ApiCall = {}) => callApi(app.url, path, { token: token, ...init });

/**
 * A bare-board project with 10 boards in 20 working days chosen: in the basket, ready to order (its
 * Gerbers waived by staff unless `waived` is false: then the basket and checkout ask for them).
 */
async function projectInBasket(name: string, { waived = true } = {}): Promise<string> {
  const { projectId } = await api('/rest/project/new', { method: 'POST', body: { name } });
  await api(`/rest/project/pcb/${projectId}`, { method: 'POST', body: {} });
  await api(`/rest/project/offers/${projectId}`);
  await api('/rest/project/select-offer', {
    method: 'POST',
    body: { projectId, quantity: 10, workingDays: 20 },
  });
  if (waived) {
    const response = await fetch(`${app.url}/rest/admin/project/files-waiver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, waived: true, note: 'Journey without files' }),
    });
    expect(response.status).toBe(200);
  }
  return projectId;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  token = await signInThroughApi(app.url, 'demo', 'demo1234');
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
});

afterAll(() => closeJourney({ app, browser }));

/** From My Basket: the project selected, Checkout, the terms accepted. */
async function checkout(page: Page, project: string) {
  await page.getByRole('link', { name: 'Basket', exact: false }).first().click();
  await page.getByRole('heading', { name: 'My Basket' }).waitFor();
  await page.getByRole('checkbox', { name: `Select ${project}` }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByText(project).first().waitFor();
  await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
}

describe('paying by card', () => {
  let page: Page;
  let projectId: string;
  beforeAll(async () => {
    projectId = await projectInBasket(CARD_PROJECT);
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
  }, 60_000);
  afterAll(() => page?.context().close());

  it('goes from the basket through checkout to the payment page and back to a paid order', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'orders-card'));
    await checkout(page, CARD_PROJECT);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    // The payment page: clearly a test, with the order's amount.
    await page.waitForURL((url) => url.pathname.startsWith('/dev/multisafepay/pay/'));
    await page.getByText('TEST — no money moves.').waitFor();
    const orders = await api('/rest/order/user-orders', { method: 'POST', body: {} });
    const placed = orders.newOrders.find((row: { projectName: string }) => row.projectName === CARD_PROJECT);
    expect(placed.status).toBe('AWAITING_PAYMENT');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.hash === `#/my-orders/${placed.orderId}?payment=return`);
    await page.getByRole('heading', { name: placed.orderKey }).waitFor();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText(/Paid on/).waitFor();
    const order = await api(`/rest/order/${placed.orderId}`);
    expect(order.status).toBe('PAID');
    expect(order.payment.status).toBe('PAID');
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.invoice.number}-${placed.orderKey}.pdf`);

    // My Orders right after paying opens where the paid order is, on a desktop and on a phone.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${app.url}/#/my-orders`);
      await page.getByRole('heading', { name: 'My Orders' }).first().waitFor();
      await page.getByText(CARD_PROJECT).first().waitFor();
      expect(await page.getByText(/Nothing waiting for payment/).count()).toBe(0);
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The ordered project stays as ordered: its steps say so and offer nothing to change.
    await page.goto(`${app.url}/#/myprojects/new/${projectId}/3`);
    await page
      .getByText('This project has been ordered, so it stays as ordered.', { exact: false })
      .waitFor();
    // Its information too: read-only, named by its order, with the copy as the way to change it.
    await page.goto(`${app.url}/#/myprojects/new/${projectId}/1`);
    await page.getByText(`Ordered as ${placed.orderKey}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy the project' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Project name' }).getAttribute('readonly')).not.toBeNull();
    // The project's Order step now leads to its order.
    await page.goto(`${app.url}/#/myprojects/new/${projectId}/5`);
    await page.getByText(`Ordered as ${placed.orderKey}`).waitFor();
    await page.getByRole('link', { name: 'Open the order' }).click();
    await page.waitForURL((url) => url.hash === `#/my-orders/${placed.orderId}`);

    // Staff read the payment's log in words, in their language: the page opened, the customer's
    // return confirmed by asking the provider, the order paid.
    const staff = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
    try {
      await staff.evaluate(() => localStorage.setItem('language', 'de'));
      await staff.goto(`${app.url}/#/admin/orders/${placed.orderId}`);
      await staff.reload();
      const log = staff.getByRole('region', { name: 'Zahlungsereignisse' });
      await log.getByRole('cell', { name: 'Zahlungsseite geöffnet' }).waitFor();
      await log.getByRole('cell', { name: 'Seite erstellt' }).waitFor();
      await log.getByRole('cell', { name: 'bezahlt', exact: true }).first().waitFor();
    } finally {
      await staff.context().close();
    }
  });
});

describe('paying later by bank transfer', () => {
  let orderKey: string;

  it('places the order and shows the bank details with the order key as reference', async () => {
    const projectId = await projectInBasket(LATER_PROJECT);
    const page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'orders-later'));
      // From the project's Order step, which knows the offer is in the basket.
      await page.goto(`${app.url}/#/myprojects/new/${projectId}/5`);
      await page.getByText('Ready to order').waitFor();
      await page.getByRole('link', { name: 'Go to checkout' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByText(LATER_PROJECT).first().waitFor();
      await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Pay later by bank transfer' }).click();
      await page.waitForURL((url) => /^#\/my-orders\/\d+$/.test(url.hash));
      const orderId = Number(new URL(page.url()).hash.split('/').pop());
      const order = await api(`/rest/order/${orderId}`);
      orderKey = order.orderKey;
      expect(order.status).toBe('PENDING');
      await page.getByRole('heading', { name: orderKey }).waitFor();
      await page.getByText(`use ${orderKey} as the payment reference`, { exact: false }).waitFor();
      await page.getByText(/IBAN NL91 ABNA 0417 1643 00/).waitFor();
      await page.getByRole('button', { name: 'Pay now' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  describe.each([1440, 375])('My Orders at %i px', (width) => {
    let page: Page;
    beforeAll(async () => {
      page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', {
        ...viewportOptions(width),
        bypassCSP: true,
      });
    }, 60_000);
    afterAll(() => page?.context().close());

    it('lists the unpaid order under My Orders and the paid one under Open orders', async () => {
      onTestFailed(() => screenshotOnFailure(page, `orders-list-${width}`));
      await page.goto(`${app.url}/#/my-orders`);
      await page.getByRole('heading', { name: 'My Orders' }).first().waitFor();
      await page.getByText(LATER_PROJECT).first().waitFor();
      await page.getByText(orderKey).first().waitFor();
      expect(await page.getByText(CARD_PROJECT).count()).toBe(0);
      await page.getByRole('tab', { name: /Open orders/ }).click();
      await page.getByText(CARD_PROJECT).first().waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await waitForCalmPage(page);
      expect(await findBlockingViolations(page, `my-orders (${width} px)`)).toEqual([]);
    });

    it('opens an order with its timeline, offer and addresses', async () => {
      onTestFailed(() => screenshotOnFailure(page, `orders-detail-${width}`));
      await page.getByText(CARD_PROJECT).first().click();
      await page.getByRole('heading', { name: /^BH-\d{2}-\d{6}$/ }).waitFor();
      await page.getByText('Order placed').first().waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await waitForCalmPage(page);
      expect(await findBlockingViolations(page, `order detail (${width} px)`)).toEqual([]);
    });
  });
});

describe('ordering without the manufacturing files', () => {
  it('tells the customer at checkout which files to upload, and refuses the order naming them', async () => {
    const project = 'Orders journey board without Gerbers';
    await projectInBasket(project, { waived: false });
    const page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'orders-files-missing'));
      await checkout(page, project);
      const notice = page.getByRole('alert').filter({ hasText: 'Upload the Gerber files before ordering' });
      await notice.waitFor();
      expect(await notice.getByRole('link', { name: 'Upload the Gerber files' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await page
        .getByText(/Upload the Gerber files before ordering/)
        .nth(1)
        .waitFor();
      expect(page.url()).toContain('#/checkout');
    } finally {
      await page.context().close();
    }
  });
});

describe('ordering again', () => {
  /** An order of a board with its Gerbers uploaded and analysed, placed through the API. */
  async function orderWithGerbers(): Promise<number> {
    const projectId = await projectInBasket(AGAIN_PROJECT);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await zipFolder(SANGABOARD_GERBERS))]), 'sangaboard.zip');
    const upload = await fetch(`${app.url}/rest/project/pcb/${projectId}/gerbers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(202);
    await expect
      .poll(async () => (await api(`/rest/project/pcb/${projectId}/gerbers`)).status, { timeout: 30_000 })
      .toBe('done');
    // The upload changed the project: its offer is priced and chosen again before ordering.
    await api(`/rest/project/offers/${projectId}`);
    await api('/rest/project/select-offer', {
      method: 'POST',
      body: { projectId, quantity: 10, workingDays: 20 },
    });
    const order = await api('/rest/project/submit-order', {
      method: 'POST',
      body: { projectId, idempotencyKey: crypto.randomUUID() },
    });
    return order.orderId;
  }

  it('copies the order’s project with its Gerbers and opens the copy at its board', async () => {
    const orderId = await orderWithGerbers();
    const page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'orders-again'));
      // Opened by its number, as typed from an invoice: the page moves to the order's own address.
      const { orderKey } = await api(`/rest/order/${orderId}`);
      await page.goto(`${app.url}/#/my-orders/${orderKey.toLowerCase()}`);
      await page.waitForURL((url) => url.hash === `#/my-orders/${orderId}`);
      await page.getByRole('button', { name: 'Order again' }).click();
      await page.waitForURL((url) => /^#\/myprojects\/new\/P-\d{2}-\d{6}\/3$/.test(url.hash));
      const copyKey = new URL(page.url()).hash.split('/')[3];
      expect(copyKey).not.toBe((await api(`/rest/order/${orderId}`)).projectId);
      await page.getByText(`“${AGAIN_PROJECT} (copy)” has been created from this order`).waitFor();
      const preview = page.getByRole('img', { name: /top side preview/i }).first();
      await expect
        .poll(async () => decodeURIComponent((await preview.getAttribute('src')) ?? ''), { timeout: 15_000 })
        .toContain('<svg');
      // The copy is a project to work on, not the ordered one.
      expect(await page.getByText('This project has been ordered', { exact: false }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
