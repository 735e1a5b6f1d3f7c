import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import {
  closeJourney,
  followMenuLink,
  openSignedInPage,
  sidewaysOverflow,
  viewportOptions,
} from './support/journey.ts';
import { saveSpecFromGerbers, signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// A customer uploads the example project's BOM; with no distributor keys set the local simulator answers,
// and the BOM step's "Price & stock" column fills in by itself (no reload), under a notice that the
// answers are examples. Once the Gerbers are in, the offer's component lines say they were priced from
// (simulated) distributor stock; an administrator sees which distributor and part number, in the
// breakdown and in the BOM line's drawer.
const BOM_FILE = path.resolve(
  import.meta.dirname,
  '../apps/server/src/modules/accounts/demo-project/sangaboard-v0.4-bom.csv',
);
/** How long the background job may take to ask the simulator for the BOM's 29 part numbers. */
const ANSWERS_MS = 60_000;

let app: RunningApp;
let browser: Browser;
let customer: Page;
let projectId = '';

beforeAll(async () => {
  // As `npm start` runs it: vitest's NODE_ENV=test would turn the simulator off (tests of the server
  // bring their own distributor fakes).
  app = await startApp({ NODE_ENV: 'development' });
  browser = await launchBrowser();
  customer = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(1440));
});

afterAll(() => closeJourney({ app, browser }));

const bomStepUrl = () => `${app.url}/#/myprojects/new/${projectId}/2`;
const offersUrl = () => `${app.url}/#/myprojects/new/${projectId}/4`;

/** The BOM table row whose designator cell reads exactly `designators`. */
const lineOf = (page: Page, designators: string) =>
  page
    .locator('tbody tr')
    .filter({ has: page.getByTestId('line-designators').getByText(designators, { exact: true }) });

/** What a row's price cell shows, its two lines joined by " | ". */
const priceTextOf = async (page: Page, designators: string) =>
  (await lineOf(page, designators).getByTestId('line-price').innerText()).replace(/\s*\n\s*/g, ' | ').trim();

/** Opens the components block of the offer breakdown (a BOM this long starts folded). */
async function openComponents(page: Page) {
  const control = page.getByRole('button', { name: /^Components/ });
  await control.waitFor();
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

describe('distributor prices on the BOM step', () => {
  it('uploads the example BOM and shows it at once, before any distributor answered', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'distributor-upload'));
    await followMenuLink(customer, 'Create Project');
    await customer.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    projectId = /(P-\d{2}-\d{6})/.exec(customer.url())?.[1] ?? '';
    await customer.locator('input[name="name"]').fill('Sangaboard with distributor prices');
    await customer.getByRole('button', { name: 'Next' }).click();
    await customer.waitForURL(/\/2$/);
    await customer.locator('input[type="file"][aria-label="BOM file"]').setInputFiles(BOM_FILE);
    await customer.getByTestId('bom-file-name').getByText('sangaboard-v0.4-bom.csv').waitFor();
    // 29 component lines; the table is there whatever the distributors say.
    await customer.getByText('29 of 29 lines').waitFor();
    await customer.getByRole('columnheader', { name: 'Price & stock' }).waitFor();
    expect(await lineOf(customer, 'U1').getByTestId('line-mpn').textContent()).toBe('ATMEGA32U4-AU');
  });

  it('fills the column in from the simulated distributor and says the prices are examples', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'distributor-column'));
    await customer.getByText('Simulated distributor', { exact: true }).waitFor({ timeout: ANSWERS_MS });
    await customer.getByText('prices and stock are examples, not real offers').waitFor();
    // The column fills in without a reload: live events (or the slow poll) refresh it.
    await customer.getByText('Prices and stock from distributors').waitFor({ timeout: ANSWERS_MS });
    // simulator-parts.json: ATMEGA32U4-AU has 3,120 at Mouser, 1,600 at Arrow, 480 at Verical.
    await expect.poll(() => priceTextOf(customer, 'U1')).toMatch(/^3,120 in stock \| from €\d+\.\d{2,4}$/);
    // DMMT5401-7 has no stock anywhere: its shortest lead time instead, in orange.
    await expect.poll(() => priceTextOf(customer, 'Q1, Q2, Q5, Q7')).toMatch(/^No stock( · \d+ days?)?/);
    // 0603WAF1002T5E: Verical only, 250,000 at $0.0043 a piece, under a euro cent.
    await expect
      .poll(() => priceTextOf(customer, 'R5, R8, R20'))
      .toMatch(/^250,000 in stock \| from €0\.00\d{1,4}$/);
    expect(await customer.getByRole('button', { name: /^Price and stock of line/ }).count()).toBeGreaterThan(
      20,
    );
    expect(await sidewaysOverflow(customer)).toBe(0);
  });

  it('shows a customer the summary of a line, without the distributors’ offers', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'distributor-drawer-customer'));
    await lineOf(customer, 'U1').getByTestId('line-price').click();
    const drawer = customer.getByRole('dialog');
    await drawer.getByTestId('line-price-details').getByText('Price and stock').waitFor();
    await drawer.getByText(/^3,120 in stock · from €/).waitFor();
    expect(await drawer.getByRole('table').count()).toBe(0);
    await customer.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('keeps the column on a 375 px phone, inside the table’s own sideways scroll', async () => {
    const phone = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(375));
    try {
      onTestFailed(() => screenshotOnFailure(phone, 'distributor-phone'));
      await phone.goto(bomStepUrl());
      await phone.getByText('Simulated distributor', { exact: true }).waitFor();
      await expect.poll(() => priceTextOf(phone, 'U1')).toMatch(/^3,120 in stock/);
      expect(await sidewaysOverflow(phone)).toBe(0);
    } finally {
      await phone.context().close();
    }
  });
});

describe('offers priced from distributor stock', () => {
  beforeAll(async () => {
    // The Gerbers and the placement file through the API, as the web app sends them; the spec from them.
    const token = await signInThroughApi(app.url, 'demo', 'demo1234');
    const auth = { authorization: `Bearer ${token}` };
    const demo = path.dirname(BOM_FILE);
    const positions = new FormData();
    positions.append(
      'file',
      new Blob([readFileSync(path.join(demo, 'sangaboard-v0.4-positions.csv'))]),
      'positions.csv',
    );
    const cpl = await fetch(`${app.url}/rest/project/cplFileUpload/${projectId}`, {
      method: 'POST',
      headers: auth,
      body: positions,
    });
    expect(cpl.ok, `placement file: ${cpl.status}`).toBe(true);
    const gerbers = new FormData();
    gerbers.append(
      'file',
      new Blob([readFileSync(path.join(demo, 'sangaboard-v0.4-gerbers.zip'))]),
      'sangaboard-v0.4-gerbers.zip',
    );
    const uploaded = await fetch(`${app.url}/rest/project/pcb/${projectId}/gerbers`, {
      method: 'POST',
      headers: auth,
      body: gerbers,
    });
    expect(uploaded.ok, `gerbers: ${uploaded.status}`).toBe(true);
    await saveSpecFromGerbers(app.url, auth, projectId);
  }, 90_000);

  it('tells the customer a component was priced from simulated distributor stock', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'distributor-offers-customer'));
    await customer.goto(offersUrl());
    await customer.getByRole('rowheader', { name: '10 boards', exact: true }).waitFor();
    await openComponents(customer);
    await customer
      .getByText(
        /^ATMEGA32U4-AU \(U1\), priced from simulated distributor stock on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
      )
      .waitFor();
    // The distributor and its part number are the house's business, not the customer's.
    expect(await customer.getByTestId('breakdown-source').count()).toBe(0);
  });

  it('shows an administrator the distributor and its part number, in the breakdown and the BOM drawer', async () => {
    const admin = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(admin, 'distributor-offers-admin'));
      await admin.goto(offersUrl());
      await admin.getByRole('rowheader', { name: '10 boards', exact: true }).waitFor();
      await openComponents(admin);
      const source = admin
        .getByRole('row')
        .filter({ hasText: /^ATMEGA32U4-AU \(U1\)/ })
        .getByTestId('breakdown-source');
      // simulator-parts.json: for 10 boards (and a spare) Mouser's 10+ break, €2.97, beats Arrow's
      // $3.50 (€3.22 at 0.92) and Verical's $4.36; Mouser holds 3,120.
      await expect
        .poll(() => source.innerText())
        .toMatch(
          /^Mouser 556-ATMEGA32U4-AU · €2\.97 at 10\+ · 3,120 in stock · fetched \d{1,2} \w{3} \d{4} · simulated$/,
        );

      await admin.goto(bomStepUrl());
      await lineOf(admin, 'U1').getByTestId('line-price').click();
      const offers = admin.getByRole('dialog').getByRole('table', { name: 'Distributor offers' });
      await offers.waitFor();
      for (const distributor of ['Mouser', 'Arrow', 'Verical']) {
        await offers.getByText(distributor, { exact: true }).waitFor();
      }
      await offers.getByText('3,120', { exact: true }).waitFor();
    } finally {
      await admin.context().close();
    }
  });
});
