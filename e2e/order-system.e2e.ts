import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type GecFake, startGecFake } from '../apps/server/test/fakes/gec-fake.ts';
import { callApi } from './support/api.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Staff send a paid order to the client-order system (a stand-in on 127.0.0.1 speaking its REST format):
// the order page's "Order system" card sends the order document once, shows the system's order id,
// lets staff correct the document as JSON (a new version) and send the update, which the system
// receives as a PUT of the edited document. Customers never see the card or reach its calls.
let app: RunningApp;
let browser: Browser;
let gec: GecFake;
let staff: Page;
let order: { orderId: number; orderKey: string };

async function paidOrder(customerToken: string, staffToken: string) {
  const api = (token: string, route: string, body?: object) => callApi(app.url, route, { token, body });
  const { projectId } = await api(customerToken, '/rest/project/new', { name: 'Order system journey' });
  await api(customerToken, `/rest/project/pcb/${projectId}`, {});
  await api(customerToken, `/rest/project/offers/${projectId}`);
  await api(customerToken, '/rest/project/select-offer', { projectId, quantity: 10, workingDays: 20 });
  // A bare board needs its Gerbers at ordering; staff waive them here (the Gerber journeys upload real ones).
  await api(staffToken, '/rest/admin/project/files-waiver', { projectId, waived: true, note: 'No files' });
  const placed = await api(customerToken, '/rest/project/submit-order', {
    projectId,
    idempotencyKey: `order-system-${projectId}`,
  });
  // Paid on the payment page of the simulator the server runs without MSP_API_KEY.
  const { paymentUrl } = await api(customerToken, '/rest/open/payWithMultiSafePay', {
    orderId: placed.orderId,
  });
  await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const deadline = Date.now() + 30_000;
  while ((await api(staffToken, `/rest/order-info/${placed.orderId}`)).status !== 'PAID') {
    if (Date.now() > deadline) throw new Error('the payment never arrived');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { orderId: placed.orderId as number, orderKey: placed.orderKey as string };
}

beforeAll(async () => {
  gec = await startGecFake();
  // As `npm start` runs it (the payment simulator is on outside tests), pointed at the stand-in.
  app = await startApp({ NODE_ENV: 'development', ...gec.env() });
  browser = await launchBrowser();
  order = await paidOrder(
    await signInThroughApi(app.url, 'demo', 'demo1234'),
    await signInThroughApi(app.url, 'admin', 'admin1234'),
  );
  staff = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
}, 180_000);

afterAll(async () => {
  await closeJourney({ app, browser });
  await gec?.stop();
});

const card = (page: Page) => page.getByRole('region', { name: 'Order system', exact: true });
const state = (page: Page) => card(page).getByTestId('order-system-state');

describe('staff sending a paid order to the order system', () => {
  it('sends the order once and shows the system’s order id', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'order-system-send'));
    await staff.goto(`${app.url}/#/admin/orders/${order.orderId}`);
    await expect(state(staff).textContent()).resolves.toBe('Not sent');
    await card(staff).getByRole('button', { name: 'Send to order system' }).click();
    await staff.getByText('Sent to the order system (version 1)').waitFor();
    await expect(state(staff).textContent()).resolves.toBe('Sent (version 1)');
    // The system has the latest version: nothing to send until staff edit the document.
    await expect(
      card(staff).getByRole('button', { name: 'Send to order system' }).isDisabled(),
    ).resolves.toBe(true);
    const posts = gec.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ schemaVersion: 1, orderKey: order.orderKey, quantity: 10 });
    const [made] = [...gec.orders.values()];
    await card(staff)
      .getByText(made?.gecOrderId ?? 'missing')
      .waitFor();
  });

  it('sends an edited document as an update of the system’s order', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'order-system-edit'));
    await card(staff).getByRole('button', { name: 'Edit JSON' }).click();
    const editor = staff.getByRole('textbox', { name: 'Order document (JSON)' });
    const edited = JSON.parse(await editor.inputValue());
    edited.notes = 'Panelise 2 x 5, customer asked by phone';
    await editor.fill(JSON.stringify(edited, null, 2));
    await staff.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Saved as version 2').waitFor();
    await staff.keyboard.press('Escape');
    await expect(state(staff).textContent()).resolves.toBe('Edited since sending');
    await card(staff).getByRole('button', { name: 'Send update' }).click();
    await staff.getByText('Sent to the order system (version 2)').waitFor();
    const puts = gec.requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({ notes: 'Panelise 2 x 5, customer asked by phone' });
    expect(gec.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('fits a phone', async () => {
    const phone = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(375));
    onTestFailed(() => screenshotOnFailure(phone, 'order-system-phone'));
    await phone.goto(`${app.url}/#/admin/orders/${order.orderId}`);
    await state(phone).getByText('Sent (version 2)').waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.context().close();
  });
});
