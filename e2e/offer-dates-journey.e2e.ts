import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { projectWithBom, signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// The offers step says when boards ship and when they arrive, why a cell the production schedule
// cannot fit is not offered, and which quantity costs the same as a smaller one.
// Staff first make both happen: production capacity far below a thousand Sangaboards in 20 working
// days, and margins that fall from 200 % to nothing at 100 boards, so 50 boards cost more than 100
// unless the offer prices them as 100 (and says "Order 100 for the same price").
let app: RunningApp;
let browser: Browser;
let admin: Record<string, string>;

interface Cell {
  quantity: number;
  workingDays: number;
  available: boolean;
  unavailableCode?: string | null;
  unavailableReason: string | null;
  sameTotalQuantity?: number | null;
  shipDate?: string | null;
  deliveryDate: string | null;
  netCents: number;
}

const json = { 'content-type': 'application/json' };

async function call<T>(method: string, route: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers: body === undefined ? headers : { ...headers, ...json },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Margins of the standard group: 200 % below 100 boards, none from 100 on. */
async function marginsFallingAt100(): Promise<void> {
  const { margins } = await call<{
    margins: { id: number; customerGroup: string; minQuantity: number }[];
  }>('GET', '/rest/admin/margins', admin);
  const percents = (value: number) => ({
    boardPercent: value,
    componentsPercent: value,
    assemblyPercent: value,
  });
  // Margins may never rise with the quantity: the largest bands fall first.
  const standard = margins
    .filter((band) => band.customerGroup === 'standard')
    .sort((a, b) => b.minQuantity - a.minQuantity);
  for (const band of standard) {
    await call('PUT', `/rest/admin/margins/${band.id}`, admin, {
      customerGroup: 'standard',
      minQuantity: band.minQuantity,
      ...percents(band.minQuantity < 100 ? 200 : 0),
    });
  }
  if (!standard.some((band) => band.minQuantity === 100)) {
    await call('POST', '/rest/admin/margins', admin, {
      customerGroup: 'standard',
      minQuantity: 100,
      ...percents(0),
    });
  }
}

/** A capacity of a fortieth of 1,000 boards' area a day: 20 working days make half of them. */
async function capacityForHalfOf1000(widthMm: number, heightMm: number): Promise<number> {
  const schedule = await call<Record<string, unknown>>('GET', '/rest/admin/production-schedule', admin);
  const capacityM2PerDay = Math.round(((1000 * widthMm * heightMm) / 1e6 / 40) * 10_000) / 10_000;
  await call('PUT', '/rest/admin/production-schedule', admin, { ...schedule, capacityM2PerDay });
  return capacityM2PerDay;
}

beforeAll(async () => {
  // A loaded machine can take over a minute to migrate a fresh database.
  app = await startApp({}, { readyTimeoutMs: 180_000 });
  browser = await launchBrowser();
  admin = { authorization: `Bearer ${await signInThroughApi(app.url, 'admin', 'admin1234')}` };
  await marginsFallingAt100();
}, 120_000);

afterAll(() => closeJourney({ app, browser }));

const offersUrl = (projectId: string) => `${app.url}/#/myprojects/new/${projectId}/4`;
/** "3 December 2026", as the column headings write a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** "3 Dec", as a cell writes a day. */
const cellDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
/** "Thu 3 December 2026", as the breakdown writes a day. */
const summaryDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const cellButton = (page: Page, quantity: number, workingDays: number) =>
  page.getByRole('button', { name: new RegExp(`^${quantity} boards, ${workingDays} working days:`) });

describe.each([1440, 375])('offer dates, capacity and same-price hints at %i px', (width) => {
  let page: Page;
  let projectId: string;
  let cells: Cell[];
  let customer: Record<string, string>;

  beforeAll(async () => {
    const token = await signInThroughApi(app.url, 'demo', 'demo1234');
    customer = { authorization: `Bearer ${token}` };
    projectId = await projectWithBom(app.url, token, `Sangaboard dates (${width} px)`);
    const spec = await call<{ widthMm: number; heightMm: number }>(
      'GET',
      `/rest/project/pcb/${projectId}`,
      customer,
    );
    await capacityForHalfOf1000(spec.widthMm, spec.heightMm);
    // Offers priced after the schedule changed.
    ({ cells } = await call<{ cells: Cell[] }>('POST', '/rest/project/requoteNow', customer, { projectId }));
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(width));
  }, 120_000);

  afterAll(() => page?.context().close());

  const cellOf = (quantity: number, workingDays: number) => {
    const cell = cells.find((entry) => entry.quantity === quantity && entry.workingDays === workingDays);
    if (!cell) throw new Error(`no cell for ${quantity} boards in ${workingDays} working days`);
    return cell;
  };

  it('shows the day the boards ship over each lead time and the day they arrive in each cell', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offer-dates-${width}`));
    const ten = cellOf(10, 20);
    expect(ten.available).toBe(true);
    if (!ten.shipDate || !ten.deliveryDate) throw new Error('the cell has no ship or delivery date');
    // The parcel travels at least a working day after the boards leave the house.
    expect(ten.deliveryDate > ten.shipDate).toBe(true);

    await page.goto(offersUrl(projectId));
    const heading = page.getByRole('columnheader', { name: /^20 working days/ });
    await heading.waitFor();
    expect(await heading.innerText()).toContain(`ready ${longDay(ten.shipDate)}`);
    const cell = cellButton(page, 10, 20);
    // A truck and the day; "delivered" is said to screen readers and by the legend under the matrix.
    expect(await cell.getByTestId('cell-delivery').textContent()).toBe(
      `delivered ${cellDay(ten.deliveryDate)}`,
    );
    await page.getByText('Delivery day with the cheapest parcel service').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await cell.click();
    const dates = page.getByTestId('breakdown-dates');
    await dates.getByText(summaryDay(ten.deliveryDate)).waitFor();
    const text = await dates.innerText();
    expect(text).toContain('Ships');
    expect(text).toContain(summaryDay(ten.shipDate));
    expect(text).toContain('Delivered');
    expect(text).toMatch(/\d+ working days? in transit/);
    expect(text).toMatch(/Shared pool panels|Dedicated production panels/);
  });

  it('says why a thousand boards cannot be made in 20 working days: the capacity', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offer-capacity-${width}`));
    const thousand = cellOf(1000, 20);
    expect(thousand.available).toBe(false);
    expect(thousand.unavailableCode).toBe('CAPACITY');
    expect(thousand.unavailableReason).toMatch(/capacity/i);
    // Five boards take a two-hundredth of that area: they fit.
    expect(cellOf(5, 20).available).toBe(true);

    const cell = cellButton(page, 1000, 20);
    await cell.scrollIntoViewIfNeeded();
    expect(await cell.innerText()).toContain('Production full');
    // A tap (phones have no hover) shows the reason in full.
    await cell.click();
    const reason = page.getByTestId('unavailable-reason');
    await reason.waitFor();
    // The API's English words, with its days written as the page writes them ("14 Dec 2026").
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(await reason.innerText()).toBe(
      (thousand.unavailableReason ?? '').replace(/\d{4}-\d{2}-\d{2}/g, (iso: string) =>
        day.format(new Date(iso)),
      ),
    );
    await page.keyboard.press('Escape');
  });

  it('offers 100 boards for the price of 50 when the margin falls at 100', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offer-same-price-${width}`));
    const fifty = cellOf(50, 20);
    const hundred = cellOf(100, 20);
    // At 200 % margin 50 boards would cost more than 100 at none: the offer charges 100's price.
    expect(fifty.sameTotalQuantity).toBe(100);
    expect(fifty.netCents).toBeLessThanOrEqual(hundred.netCents);

    // Every lead time of 50 boards costs what 100 do: the row's heading says it once.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '50 boards', exact: true }) });
    await row.scrollIntoViewIfNeeded();
    expect(await row.getByTestId('row-same-total').innerText()).toBe('Order 100 for the same price');
    const cell = cellButton(page, 50, 20);
    expect(await cell.textContent()).toContain('Order 100 for the same price');
    await cell.click();
    await page.getByRole('alert').filter({ hasText: 'Order 100 for the same price' }).waitFor();
    // The hundred boards' own cell has no hint: nothing larger costs the same.
    expect(await cellButton(page, 100, 20).textContent()).not.toContain('for the same price');
  });
});
