import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type ApiCall, callApi } from './support/api.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// After the sale: a customer cancels a paid order and downloads its credit note; staff refund part of
// another paid order from the back office. Payments go through the MultiSafepay simulator the server
// runs without MSP_API_KEY, reached over HTTP like MultiSafepay, refunds included.
let app: RunningApp;
let browser: Browser;
let customerToken: string;

const api = (path: string, init: ApiCall = {}) => callApi(app.url, path, { token: customerToken, ...init });

/** A bare-board order of the demo customer, paid by card on the simulator's page (as its button does). */
async function paidOrder(name: string): Promise<{ orderId: number; orderKey: string; totalCents: number }> {
  const { projectId } = await api('/rest/project/new', { method: 'POST', body: { name } });
  await api(`/rest/project/pcb/${projectId}`, { method: 'POST', body: {} });
  await api(`/rest/project/offers/${projectId}`);
  await api('/rest/project/select-offer', {
    method: 'POST',
    body: { projectId, quantity: 10, workingDays: 20 },
  });
  // Bare boards need Gerbers at ordering; staff waive them here (the Gerber journeys upload real ones).
  await api('/rest/admin/project/files-waiver', {
    method: 'POST',
    token: await signInThroughApi(app.url, 'admin', 'admin1234'),
    body: { projectId, waived: true, note: 'Journey without files' },
  });
  const placed = await api('/rest/project/submit-order', {
    method: 'POST',
    body: { projectId, idempotencyKey: `after-sales-${Date.now()}` },
  });
  const { paymentUrl } = await api('/rest/open/payWithMultiSafePay', {
    method: 'POST',
    body: { orderId: placed.orderId },
  });
  const paid = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(302);
  const order = await api(`/rest/order/${placed.orderId}`);
  expect(order.status).toBe('PAID');
  return { orderId: placed.orderId, orderKey: order.orderKey, totalCents: order.totalCents };
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
});

afterAll(() => closeJourney({ app, browser }));

describe('a customer cancels a paid order', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
  }, 60_000);
  afterAll(() => page?.context().close());

  it('is refunded to the card and downloads the credit note', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'after-sales-cancel'));
    const order = await paidOrder('After-sales board to cancel');
    await page.goto(`${app.url}/#/my-orders/${order.orderId}`);
    await page.getByRole('heading', { name: order.orderKey }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/is refunded to your card/).waitFor();
    // The reason is required: nothing happens without it.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Please tell us why you cancel').waitFor();
    await dialog.getByLabel(/Why do you cancel/).fill('Ordered the wrong revision');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(/The order is cancelled and .* is refunded/).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Money refunded' }).waitFor();
    const detail = await api(`/rest/order/${order.orderId}`);
    expect(detail).toMatchObject({ status: 'CANCELLED', refundedCents: order.totalCents });
    const note = detail.documents.find((document: { kind: string }) => document.kind === 'credit-note');
    expect(note).toBeTruthy();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${note.fileName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(note.fileName);
    expect(note.fileName).toMatch(/^credit-note-CN-\d{4}-\d{6}-BH-\d{2}-\d{6}\.pdf$/);
  });
});

describe('staff refund part of an order', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
  }, 60_000);
  afterAll(() => page?.context().close());

  it('books the refund with its credit note and shows what is left', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'after-sales-refund'));
    const order = await paidOrder('After-sales board refunded in part');
    await page.goto(`${app.url}/#/admin/orders/${order.orderId}`);
    const card = page.getByRole('region', { name: 'Refunds and cancellation' });
    await card.getByText('No refunds yet.').waitFor();
    await card.getByRole('textbox', { name: 'Amount' }).fill('5');
    await card.getByRole('textbox', { name: 'Reason' }).fill('One board arrived scratched');
    await card.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText(/Refunded €5\.00 \(credit note CN-/).waitFor();
    await card.getByRole('cell', { name: 'One board arrived scratched' }).waitFor();
    await card.getByText('Refunded', { exact: true }).first().waitFor();
    const refunds = await api(`/rest/admin/order/${order.orderId}/refunds`, {
      token: await signInThroughApi(app.url, 'admin', 'admin1234'),
    });
    expect(refunds).toMatchObject({ refundedCents: 500, refundableCents: order.totalCents - 500 });
    expect(refunds.refunds[0].creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
  });
});
