import { sharedPath } from '@boardhouse/shared/testing/shared-files';
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
import { type RunningApp, startApp } from './support/server.ts';

// Create a project, upload the Sangaboard BOM in step 2, correct a column, edit a line, then find the
// project in My Projects, duplicate it and delete the copy; on a desktop and on a 375 px phone.
const BOM_FILE = sharedPath('fixtures/boards/sangaboard-v0.4/bom_jlc.csv');

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(() => closeJourney({ app, browser }));

describe.each([1440, 375])('BOM journey at %i px', (width) => {
  // Each width has its own session and its own project, so the two runs never meet.
  const NAME = `Sangaboard v0.4 (${width} px)`;
  let page: Page;

  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', {
      ...viewportOptions(width),
      acceptDownloads: true,
    });
  });

  afterAll(() => page?.context().close());

  const summary = (figure: string) => page.getByTestId(`summary-${figure}-value`).textContent();
  /** The table row whose designator cell reads exactly `designators`. */
  const lineOf = (designators: string) =>
    page
      .locator('tbody tr')
      .filter({ has: page.getByTestId('line-designators').getByText(designators, { exact: true }) });

  it('names a new project in step 1 and goes on to the BOM step', async () => {
    onTestFailed(() => screenshotOnFailure(page, `bom-step-1-${width}`));
    await followMenuLink(page, 'Create Project');
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    await page.locator('input[name="name"]').fill(NAME);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/2$/);
    await page.getByText('Upload your bill of materials').waitFor();
  });

  it('uploads the Sangaboard BOM and shows its lines and counts', async () => {
    onTestFailed(() => screenshotOnFailure(page, `bom-upload-${width}`));
    await page.locator('input[type="file"][aria-label="BOM file"]').setInputFiles(BOM_FILE);
    await page.getByTestId('bom-file-name').getByText('bom_jlc.csv').waitFor();
    // bom_jlc.csv: 28 component lines under one header row; the Qty column adds up to 66, and each
    // line's designator list has exactly Qty entries; no line is marked do-not-place.
    expect(await summary('lines')).toBe('28');
    expect(await summary('placements')).toBe('66');
    expect(await summary('dnpLines')).toBe('0');
    await page.getByText('28 of 28 lines').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await lineOf('R6, R7, R11, R13').getByTestId('line-quantity').textContent()).toBe('4');
    // "Comment" is read as the description; the file has no manufacturer part number column.
    expect(await page.getByRole('combobox', { name: 'Description', exact: true }).inputValue()).toBe(
      'Comment',
    );
    expect(
      await page.getByRole('combobox', { name: 'Manufacturer part number', exact: true }).inputValue(),
    ).toBe('');
  });

  it('reads the Comment column as the part number once the mapping is corrected', async () => {
    onTestFailed(() => screenshotOnFailure(page, `bom-mapping-${width}`));
    await page.getByRole('combobox', { name: 'Manufacturer part number', exact: true }).click();
    await page.getByRole('option', { name: 'Comment', exact: true }).click();
    await page.getByRole('button', { name: 'Apply mapping' }).click();
    await page.getByText('The BOM has been read again: 28 lines.').waitFor();
    expect(await lineOf('U5').getByTestId('line-mpn').textContent()).toBe('CAT24C32');
    expect(await lineOf('U1').getByTestId('line-mpn').textContent()).toBe('ATMEGA32U4-AU');
    // 28 lines, of which "resistor 10K 0603" appears twice: 27 different part numbers.
    expect(await summary('uniqueParts')).toBe('27');
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Manufacturer part number', exact: true }).inputValue())
      .toBe('Comment');
  });

  it('edits the quantity of one line and shows it in the table', async () => {
    onTestFailed(() => screenshotOnFailure(page, `bom-edit-line-${width}`));
    const row = lineOf('U3, U4');
    expect(await row.getByTestId('line-quantity').textContent()).toBe('2');
    await row.getByRole('button', { name: /^Edit line/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('input[name="quantity"]').fill('3');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Line \d+ has been saved\.$/).waitFor();
    await expect.poll(() => row.getByTestId('line-quantity').textContent()).toBe('3');
    // The placements count designators, not quantities: still 66.
    expect(await summary('placements')).toBe('66');
    await page.reload();
    await expect.poll(() => lineOf('U3, U4').getByTestId('line-quantity').textContent()).toBe('3');
  });

  it('shows the project read-only to someone else while the customer is editing it', async () => {
    onTestFailed(() => screenshotOnFailure(page, `bom-lock-${width}`));
    // The customer's page is on the BOM step and holds the editing lock; the administrator opens it too.
    const stepUrl = page.url();
    const admin = await openSignedInPage({ app, browser }, 'admin', 'admin1234', viewportOptions(width));
    try {
      await admin.goto(stepUrl);
      await admin.getByText('demo is editing this project right now.', { exact: false }).waitFor();
      await admin.getByText('28 of 28 lines').waitFor();
      expect(await admin.locator('input[type="file"]').count()).toBe(0);
      expect(await admin.getByRole('button', { name: /^Edit line/ }).count()).toBe(0);
      expect(await admin.getByRole('button', { name: 'Delete BOM' }).count()).toBe(0);
    } finally {
      await admin.context().close();
    }
  });

  it('lists the project in My Projects, downloads its BOM, duplicates it and deletes the copy', async () => {
    onTestFailed(() => screenshotOnFailure(page, `bom-my-projects-${width}`));
    await followMenuLink(page, 'My Projects');
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await page.getByRole('link', { name: NAME, exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByRole('button', { name: `Download the BOM of ${NAME}`, exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'BOM as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await page.getByRole('button', { name: `Duplicate ${NAME}`, exact: true }).click();
    // The copy opens at once; back in My Projects it is listed next to the original.
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    await followMenuLink(page, 'My Projects');
    await page.getByRole('link', { name: `${NAME} (copy)`, exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${NAME} (copy)`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The project has been deleted.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: `${NAME} (copy)`, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: NAME, exact: true }).count()).toBe(1);
  });
});
