import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { projectWithBom, signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// The Sangaboard project (BOM, placement file, Gerbers, spec from the Gerbers) shows its offer matrix;
// a cell is chosen, its breakdown read, the offer put in the basket, a promo code applied and the offer
// downloaded as a PDF; on a desktop and a 375 px phone.
// Then staff close production on the day the 5-day offer would be ready, and that date moves.
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(() => closeJourney({ app, browser }));

const offersUrl = (projectId: string) => `${app.url}/#/myprojects/new/${projectId}/4`;

/** The ready date under a lead time's column heading ("ready 1 December 2026"). */
async function readyDateOf(page: Page, workingDays: number): Promise<string> {
  const heading = page.getByRole('columnheader', { name: new RegExp(`^${workingDays} working days`) });
  return (await heading.innerText()).split('\n').find((line) => line.startsWith('ready')) ?? '';
}

describe.each([1440, 375])('offers journey at %i px', (width) => {
  let page: Page;
  let projectId: string;

  beforeAll(async () => {
    const token = await signInThroughApi(app.url, 'demo', 'demo1234');
    projectId = await projectWithBom(app.url, token, `Sangaboard offers (${width} px)`);
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(width));
  }, 90_000);

  afterAll(() => page?.context().close());

  it('shows every quantity and lead time with a price per board', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offers-matrix-${width}`));
    await page.goto(offersUrl(projectId));
    await page.getByRole('rowheader', { name: '1000 boards', exact: true }).waitFor();
    for (const quantity of [5, 10, 25, 50, 100, 250, 500, 1000]) {
      await page.getByRole('rowheader', { name: `${quantity} boards`, exact: true }).waitFor();
    }
    for (const days of [20, 15, 10, 7, 5]) {
      expect(await readyDateOf(page, days)).toMatch(/^ready \d{1,2} \w+ \d{4}$/);
    }
    // The BOM has parts without a known price: staff review is announced.
    await page.getByText('Staff will review some prices').waitFor();
    await page.getByText('Best unit price').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('explains the chosen cell line by line', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offers-breakdown-${width}`));
    const cell = page.getByRole('button', {
      name: /^25 boards, 10 working days: ?€[\d,.]+ ?€[\d,.]+ per board/,
    });
    const net = ((await cell.locator('p').first().textContent()) ?? 'none').trim();
    await cell.click();
    await page.getByText('25 boards in 10 working days', { exact: false }).waitFor();
    for (const block of ['Bare board', 'Components', 'Assembly', 'Lead time', 'Shipping']) {
      await page.getByRole('button', { name: new RegExp(`^${block}`) }).waitFor();
    }
    // The cell's net price is the breakdown's net.
    await page.getByText('Net', { exact: true }).waitFor();
    expect(await page.getByText(net, { exact: true }).count()).toBeGreaterThan(0);
    await page.getByText(/^VAT 21 % · Dutch VAT$/).waitFor();
  });

  it('puts the chosen offer in the basket', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offers-basket-${width}`));
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByText('Added to your basket: 25 boards in 10 working days.').waitFor();
    await page.getByRole('button', { name: 'In your basket', exact: true }).waitFor();
    // The choice stays after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'In your basket', exact: true }).waitFor();
  });

  it('applies a promo code and shows the discount, then downloads the offer as a PDF', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offers-promo-${width}`));
    const code = `JOURNEY${width}`;
    const adminToken = await signInThroughApi(app.url, 'admin', 'admin1234');
    const created = await fetch(`${app.url}/rest/admin/promo-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code, kind: 'PERCENT', value: 10, block: 'ALL' }),
    });
    expect(created.status).toBe(200);
    await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('There is no promo code NO-SUCH-CODE').waitFor();
    await page.getByLabel('Promo code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code applied: the breakdown shows the discount.').waitFor();
    await page.getByRole('button', { name: /^Discount/ }).waitFor();
    await page.getByText(`Promo code ${code}: 10 % off the production price`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download offer (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Boardhouse-offer-${projectId}.pdf`);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists the project in My Basket with the discounted offer', async () => {
    onTestFailed(() => screenshotOnFailure(page, `offers-my-basket-${width}`));
    await page.goto(`${app.url}/#/my-basket`);
    await page.getByText(`Sangaboard offers (${width} px)`).first().waitFor();
    await page.getByText(projectId).first().waitFor();
  });
});

describe('staff add a holiday', () => {
  it('moves the delivery date of the fastest offer', async () => {
    const token = await signInThroughApi(app.url, 'demo', 'demo1234');
    const projectId = await projectWithBom(app.url, token, 'Sangaboard holiday');
    const customer = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
    const admin = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(admin, 'offers-holiday-admin'));
      await customer.goto(offersUrl(projectId));
      await customer.getByRole('rowheader', { name: '10 boards', exact: true }).waitFor();
      const before = await readyDateOf(customer, 5);
      const offers = (await (
        await fetch(`${app.url}/rest/project/offers/${projectId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { cells: { workingDays: number; shipDate?: string | null; deliveryDate: string }[] };
      // The heading's "ready" day is the ship date (the delivery date adds the parcel's transit).
      const fiveDay = offers.cells.find((cell) => cell.workingDays === 5);
      const fiveDayDate = fiveDay?.shipDate ?? fiveDay?.deliveryDate ?? '';

      await admin.goto(`${app.url}/#/admin/holidays`);
      await admin.getByLabel('Date').fill(fiveDayDate);
      await admin.getByLabel('Name').fill('Stocktaking');
      await admin.getByRole('button', { name: 'Add holiday' }).click();
      await admin.getByText(/is now a holiday\.$/).waitFor();

      await customer.reload();
      await customer.getByRole('rowheader', { name: '10 boards', exact: true }).waitFor();
      const after = await readyDateOf(customer, 5);
      expect(after).not.toBe(before);
      expect(after).toMatch(/^ready /);
    } finally {
      await customer.context().close();
      await admin.context().close();
    }
  }, 90_000);
});
