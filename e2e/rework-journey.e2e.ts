import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type ApiCall, callApi } from './support/api.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { SANGABOARD_GERBERS, zipFolder } from './support/gerber-zip.ts';
import { closeJourney, openSignedInPage, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Rework after review: staff ask for changes on a paid order; the customer follows the order page's
// link to the PCB step, uploads corrected Gerbers, and sends them back for review.
let app: RunningApp;
let browser: Browser;
let customerToken: string;
let staffToken: string;

const api = (path: string, init: ApiCall = {}) => callApi(app.url, path, { token: customerToken, ...init });

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
});

afterAll(() => closeJourney({ app, browser }));

describe('corrected files after "changes needed"', () => {
  let page: Page;
  let orderId: number;
  let projectId: string;
  beforeAll(async () => {
    ({ projectId } = await api('/rest/project/new', {
      method: 'POST',
      body: { name: 'Rework journey board' },
    }));
    await api(`/rest/project/pcb/${projectId}`, { method: 'POST', body: {} });
    await api(`/rest/project/offers/${projectId}`);
    await api('/rest/project/select-offer', {
      method: 'POST',
      body: { projectId, quantity: 10, workingDays: 20 },
    });
    await api('/rest/admin/project/files-waiver', {
      method: 'POST',
      token: staffToken,
      body: { projectId, waived: true, note: 'Files follow after the review' },
    });
    const placed = await api('/rest/project/submit-order', {
      method: 'POST',
      body: { projectId, idempotencyKey: `rework-journey-${Date.now()}` },
    });
    orderId = placed.orderId;
    const { paymentUrl } = await api('/rest/open/payWithMultiSafePay', { method: 'POST', body: { orderId } });
    expect((await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(302);
    await api('/rest/project/saveProjectReviewStatus', {
      method: 'POST',
      token: staffToken,
      body: {
        orderId,
        reviewStatus: 'CHANGES_NEEDED',
        note: 'The board outline is missing: send the Gerbers',
      },
    });
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
  }, 90_000);
  afterAll(() => page?.context().close());

  it('uploads new Gerbers from the order page and sends them back for review', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'rework-gerbers'));
    await page.goto(`${app.url}/#/my-orders/${orderId}`);
    await page.getByText('The board outline is missing: send the Gerbers').waitFor();
    await page.getByText('No corrected file uploaded yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Send for review' }).isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Upload corrected Gerbers' }).click();
    await page.waitForURL((url) => url.hash.endsWith(`/${projectId}/3`));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'sangaboard-v0.4-gerbers.zip',
      mimeType: 'application/zip',
      buffer: await zipFolder(SANGABOARD_GERBERS),
    });
    await page.getByText('65 × 56.5 mm').first().waitFor({ timeout: 60_000 });

    await page.goto(`${app.url}/#/my-orders/${orderId}`);
    await page.getByText(/Uploaded since: Gerber files/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send for review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Note for our staff/).fill('Outline layer added');
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('Sent for review as revision 2').waitFor();

    const order = await api(`/rest/order/${orderId}`);
    expect(order.review.status).toBe('PENDING');
    expect(order.history.at(-1).note).toContain('revision 2');
    // The project's files are locked again while staff review them.
    const again = await fetch(`${app.url}/rest/project/${projectId}/rework`, {
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(again.status).toBe(200);
  });
});
