import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Staff add a product template on the Product Template page; a customer's Create Project then offers it,
// and the project started from it is priced at once.
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(() => closeJourney({ app, browser }));

describe('product templates', () => {
  it('staff add one with the PCB form', async () => {
    const admin = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(1440));
    onTestFailed(() => screenshotOnFailure(admin, 'templates-admin'));
    try {
      await admin.goto(`${app.url}/#/admin/product-template`);
      await admin.getByText('No product templates yet').waitFor();
      await admin.getByRole('button', { name: 'New template' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Sensor breakout');
      await dialog.getByLabel('Quantities').fill('25, 10, 50');
      await dialog.getByLabel('Boards are assembled').check();
      await dialog.getByRole('button', { name: 'New template' }).click();
      await admin.getByText('Sensor breakout saved').waitFor();
      await admin.getByRole('cell', { name: '10, 25, 50' }).waitFor();
    } finally {
      await admin.context().close();
    }
  }, 60_000);

  it.each([1440, 375])(
    'a customer starts a project from it at %i px and gets offers',
    async (width) => {
      const page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(width));
      onTestFailed(() => screenshotOnFailure(page, `templates-customer-${width}`));
      try {
        await page.goto(`${app.url}/#/create-project`);
        await page.getByRole('button', { name: /^Blank project/ }).waitFor();
        expect(await sidewaysOverflow(page)).toBe(0);
        await page.getByRole('button', { name: /^Sensor breakout/ }).click();
        await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
        const projectId = /P-\d{2}-\d{6}/.exec(page.url())?.[0] ?? '';
        await page.goto(`${app.url}/#/myprojects/new/${projectId}/4`);
        await page.getByRole('rowheader', { name: '10 boards', exact: true }).waitFor();
      } finally {
        await page.context().close();
      }
    },
    60_000,
  );
});
