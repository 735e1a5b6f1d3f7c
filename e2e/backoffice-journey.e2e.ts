import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { callApi } from './support/api.ts';
import { findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Staff work an order: a customer's paid order is found in the back office's list, its files are
// approved, the final BOM is uploaded and the customer told, production starts and the parcel ships with
// a tracking code; the customer then sees the order SHIPPED with its tracking and downloads the final
// BOM from My Documentation. On the way staff agree a dearer parcel: the price change is previewed,
// saved, listed among the edits with what is left to collect, and the customer reads it in the history.
let app: RunningApp;
let browser: Browser;
let customerToken: string;
let staffToken: string;
let order: { orderId: number; orderKey: string };

const PROJECT = 'Back office journey board';
const PARCEL_REASON = 'Express courier as agreed by phone';
// The smallest file that is a PDF by its content.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const api = (token: string | null, path: string, body?: object) => callApi(app.url, path, { token, body });

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
  const { projectId } = await api(customerToken, '/rest/project/new', { name: PROJECT });
  await api(customerToken, `/rest/project/pcb/${projectId}`, {});
  await api(customerToken, `/rest/project/offers/${projectId}`);
  await api(customerToken, '/rest/project/select-offer', { projectId, quantity: 10, workingDays: 20 });
  // A bare board needs its Gerbers at ordering; staff waive them here (the Gerber journeys upload real ones).
  await api(staffToken, '/rest/admin/project/files-waiver', {
    projectId,
    waived: true,
    note: 'Journey without files',
  });
  order = await api(customerToken, '/rest/project/submit-order', {
    projectId,
    idempotencyKey: 'backoffice-journey-1',
  });
  // Paid on the payment page of the simulator the server runs without MSP_API_KEY.
  const { paymentUrl } = await api(customerToken, '/rest/open/payWithMultiSafePay', {
    orderId: order.orderId,
  });
  await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
});

afterAll(() => closeJourney({ app, browser }));

describe('staff', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, 'admin', 'admin1234', {
      ...viewportOptions(1440),
      bypassCSP: true,
    });
  }, 60_000);
  afterAll(() => page?.context().close());

  it('find the paid order in the back office’s list', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'backoffice-list'));
    await page.goto(`${app.url}/#/admin/orders`);
    await page.getByRole('tab', { name: /Open/ }).click();
    await page.getByRole('textbox', { name: 'Search orders' }).fill(order.orderKey);
    await page.getByRole('link', { name: `Open order ${order.orderKey}` }).click();
    await page.getByRole('heading', { name: order.orderKey }).waitFor();
    await page.getByText('Review of the ordered files').waitFor();
    await waitForCalmPage(page);
    expect(await findBlockingViolations(page, 'admin order (1440 px)')).toEqual([]);
  });

  it('approve the files, upload the final BOM and tell the customer', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'backoffice-review'));
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByLabel('Document file').setInputFiles({
      name: 'final-bom.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText('Document added').waitFor();
    await page.getByText('final-bom.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Tell the customer' }).click();
    await page.getByText('The customer has been e-mailed').waitFor();
  });

  it('agree a dearer parcel: preview the totals, save, and see what is left to collect', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'backoffice-money'));
    const priceChanges = page.getByRole('region', { name: 'Price changes' });
    await priceChanges.getByText('Parcel price', { exact: true }).click();
    await priceChanges.getByRole('textbox', { name: 'Packaging and shipping' }).fill('40');
    await priceChanges.getByRole('textbox', { name: 'Reason' }).fill(PARCEL_REASON);
    await expect(priceChanges.getByRole('button', { name: 'Save change' }).isDisabled()).resolves.toBe(true);
    await priceChanges.getByRole('button', { name: 'Preview' }).click();
    await priceChanges.getByRole('table', { name: 'Totals before and after' }).waitFor();
    await priceChanges.getByRole('button', { name: 'Save change' }).click();
    await page.getByRole('region', { name: 'Edits' }).getByText(PARCEL_REASON).waitFor();
    await page
      .getByText(/to collect/)
      .first()
      .waitFor();
    const staffView = await api(staffToken, `/rest/order-info/${order.orderId}`);
    expect(staffView.balanceCents).toBeGreaterThan(0);
    expect(staffView.flagged).toBe(true);
  });

  it('start production and ship the parcel with its tracking code', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'backoffice-ship'));
    for (const status of ['IN_REVIEW', 'PURCHASING']) {
      await api(staffToken, '/rest/order/update-order-status', { orderId: order.orderId, status });
    }
    await page.reload();
    await page.getByRole('heading', { name: order.orderKey }).waitFor();
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'In production' }).click();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByText('In production').first().waitFor();
    await page.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'PostNL' }).click();
    await page.getByRole('textbox', { name: 'Tracking code' }).fill('3SBOARD123456');
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText('Shipped').first().waitFor();
    const staffView = await api(staffToken, `/rest/order-info/${order.orderId}`);
    expect(staffView).toMatchObject({ status: 'SHIPPED', review: { status: 'APPROVED' } });
  });
});

describe('the customer', () => {
  it.each([1440, 375])('sees the order shipped and downloads the final BOM at %i px', async (width) => {
    const page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', {
      ...viewportOptions(width),
      bypassCSP: true,
    });
    try {
      onTestFailed(() => screenshotOnFailure(page, `backoffice-customer-${width}`));
      await page.goto(`${app.url}/#/my-orders/${order.orderId}`);
      await page.getByRole('heading', { name: order.orderKey }).waitFor();
      await page.getByText('Shipped').first().waitFor();
      await page
        .getByText(/3SBOARD123456/)
        .first()
        .waitFor();
      await page.getByText('Your files have been approved').waitFor();
      await page
        .getByText(new RegExp(`Price changed from .*${PARCEL_REASON}`))
        .first()
        .waitFor();
      await page.getByText(/is still to be paid/).waitFor();

      await page.goto(`${app.url}/#/my-documentation`);
      await page.getByRole('heading', { name: 'My Documentation' }).waitFor();
      await page.getByText('final-bom.pdf').first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download final-bom.pdf' }).first().click(),
      ]);
      expect(download.suggestedFilename()).toBe('final-bom.pdf');
      expect(await sidewaysOverflow(page)).toBe(0);
      await waitForCalmPage(page);
      expect(await findBlockingViolations(page, `my-documentation (${width} px)`)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('a project the customer deleted', () => {
  it('has its order in the Deleted tab, from where staff restore project and order', async () => {
    const name = 'Back office journey board deleted';
    const { projectId } = await api(customerToken, '/rest/project/new', { name });
    await api(customerToken, `/rest/project/pcb/${projectId}`, {});
    await api(customerToken, `/rest/project/offers/${projectId}`);
    await api(customerToken, '/rest/project/select-offer', { projectId, quantity: 10, workingDays: 20 });
    await api(staffToken, '/rest/admin/project/files-waiver', {
      projectId,
      waived: true,
      note: 'Journey without files',
    });
    const placed = await api(customerToken, '/rest/project/submit-order', {
      projectId,
      idempotencyKey: 'backoffice-journey-deleted',
    });
    const deleted = await fetch(`${app.url}/rest/project/${projectId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(deleted.status).toBe(204);

    const page = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'backoffice-restore'));
      await page.goto(`${app.url}/#/admin/orders?tab=deleted`);
      await page.getByRole('link', { name: `Open order ${placed.orderKey}` }).waitFor();
      await page.getByRole('button', { name: `Restore the project of ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore this project?' });
      await dialog.getByRole('button', { name: 'Restore project' }).click();
      await page.getByText(`“${name}” is restored with 1 order.`).waitFor();
      await page.getByRole('link', { name: `Open order ${placed.orderKey}` }).waitFor({ state: 'detached' });
      const info = await api(customerToken, `/rest/project/info/${projectId}`);
      expect(info.name).toBe(name);
    } finally {
      await page.context().close();
    }
  });
});
