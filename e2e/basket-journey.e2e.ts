import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type ApiCall, callApi } from './support/api.ts';
import { findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// A customer's basket: empty at first; then a bare board's offer is chosen (through the API, as the
// Offers step does) and My Basket lists it on a desktop and a 375 px phone: its price, the BOM state,
// the totals of the selected projects, checkout, and the count on the top bar's basket icon.
let app: RunningApp;
let browser: Browser;
let token: string;

const PROJECT = 'Basket journey board';
const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const api = (path: string, init: ApiCall = {}) => callApi(app.url, path, { token: token, ...init });

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  token = await signInThroughApi(app.url, 'demo', 'demo1234');
});

afterAll(() => closeJourney({ app, browser }));

describe('an empty basket', () => {
  it('says so and leads to My Projects', async () => {
    const page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'basket-empty'));
      await page.getByRole('link', { name: 'Basket', exact: true }).click();
      await page.getByRole('heading', { name: 'My Basket' }).waitFor();
      await page.getByText('Your basket is empty').waitFor();
      await page.getByRole('button', { name: 'Go to my projects' }).click();
      await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});

describe('a chosen offer', () => {
  let projectId: string;
  let offer: { netCents: number; vat: { amountCents: number }; totalCents: number };

  beforeAll(async () => {
    ({ projectId } = await api('/rest/project/new', { method: 'POST', body: { name: PROJECT } }));
    await api(`/rest/project/pcb/${projectId}`, { method: 'POST', body: {} });
    await api(`/rest/project/offers/${projectId}`);
    await api('/rest/project/select-offer', {
      method: 'POST',
      body: { projectId, quantity: 10, workingDays: 20 },
    });
    offer = await api(`/rest/project/offers/${projectId}/breakdown?quantity=10&workingDays=20`);
  });

  describe.each([1440, 375])('in My Basket at %i px', (width) => {
    let page: Page;

    beforeAll(async () => {
      // bypassCSP: the accessibility check injects axe-core as an inline script.
      page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', {
        ...viewportOptions(width),
        bypassCSP: true,
      });
    }, 60_000);

    afterAll(() => page?.context().close());

    it('shows the count on the basket icon and the project in the list', async () => {
      onTestFailed(() => screenshotOnFailure(page, `basket-row-${width}`));
      const cart = page.getByRole('link', { name: 'Basket, 1 project', exact: true });
      await cart.waitFor();
      expect((await page.locator('.mantine-Indicator-indicator').innerText()).trim()).toBe('1');
      await cart.click();
      await page.getByRole('heading', { name: 'My Basket' }).waitFor();
      await page.getByRole('link', { name: PROJECT }).waitFor();
      await page.getByText(projectId, { exact: true }).waitFor();
      await page.getByText('No BOM (bare boards)').waitFor();
      await page.getByText('20 working days').first().waitFor();
      expect(await page.getByText(euros(offer.netCents), { exact: true }).count()).toBeGreaterThan(0);
      expect(await sidewaysOverflow(page)).toBe(0);
    });

    it('finds the project by name, ID and date, and says when nothing matches', async () => {
      onTestFailed(() => screenshotOnFailure(page, `basket-search-${width}`));
      const search = page.getByRole('textbox', { name: 'Search the basket' });
      const year = String(new Date().getFullYear());
      for (const text of ['journey', projectId.toLowerCase(), year]) {
        await search.fill(text);
        await page.getByRole('link', { name: PROJECT }).waitFor();
      }
      await search.fill('no such board');
      await page.getByText('No project in your basket matches “no such board”.').waitFor();
      await search.fill('');
      await page.getByRole('link', { name: PROJECT }).waitFor();
    });

    it('adds up the selected project and enables checkout', async () => {
      onTestFailed(() => screenshotOnFailure(page, `basket-totals-${width}`));
      const summary = page.getByRole('region', { name: 'Order summary' });
      const checkout = summary.getByRole('button', { name: 'Checkout' });
      await summary.getByText('Select the projects you want to order.').waitFor();
      expect(await checkout.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: `Select ${PROJECT}` }).check();
      await summary.getByText('1 project selected').waitFor();
      await summary.getByText(euros(offer.netCents), { exact: true }).waitFor();
      await summary.getByText(euros(offer.vat.amountCents), { exact: true }).waitFor();
      await summary.getByText(euros(offer.totalCents), { exact: true }).waitFor();
      expect(await checkout.isEnabled()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await waitForCalmPage(page);
      expect(await findBlockingViolations(page, `my-basket (${width} px)`)).toEqual([]);
    });

    it('offers the project’s actions and goes to checkout with the selection', async () => {
      onTestFailed(() => screenshotOnFailure(page, `basket-actions-${width}`));
      await page.getByRole('button', { name: `Actions for ${PROJECT}` }).click();
      for (const action of ['Download Offer', 'Duplicate Project', 'Share Project', 'Delete Project']) {
        await page.getByRole('menuitem', { name: action }).waitFor();
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL((url) => url.hash === `#/checkout?projects=${projectId}`);
    });
  });
});
