import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedIn } from './support/journey.ts';
import type { RunningApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// The administrator keeps the component catalog: case packages (search, create, edit, delete), the
// seeded word mappings of BOMs and placement files; a phone gets a scrolling table and a full-screen
// form; a customer is shown the not-found page instead of the back office.
const POLL = { timeout: 15_000 };

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ app, browser, page } = await openSignedIn('admin', 'admin1234'));
});

afterAll(() => closeJourney({ app, browser }));

async function openAdminEntry(target: Page, entry: string): Promise<void> {
  await target.getByRole('button', { name: 'ADMIN', exact: true }).click();
  await target.getByRole('menuitem', { name: entry, exact: true }).click();
  await target.getByRole('heading', { name: entry, exact: true }).waitFor();
}

describe('admin catalog journey', () => {
  it('finds the seeded SOT-23 packages by searching', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'catalog-search'));
    await openAdminEntry(page, 'Case Package');
    await page.getByLabel('Search packages').fill('SOT-23');
    // The seed has SOT-23, SOT-23-3/-5/-6/-8 and TSOT-23, TSOT-23-5/-6/-8: nine names containing it.
    await expect.poll(() => page.getByTestId('table-range').textContent(), POLL).toBe('1–9 of 9');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'SOT-23', exact: true }) });
    await expect.poll(() => row.textContent(), POLL).toContain('SMD');
    expect(await page.getByRole('cell', { name: '0603', exact: true }).count()).toBe(0);
  });

  it('creates a case package after fixing what the form refuses', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'catalog-create'));
    await page.getByRole('button', { name: 'New case package' }).click();
    const drawer = page.getByRole('dialog', { name: 'New case package' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Package name is required').waitFor();
    await drawer.getByText('Mounting style is required').waitFor();

    await drawer.locator('input[name="name"]').fill('E2E-PKG-7');
    await drawer.getByRole('combobox', { name: 'Mounting style' }).click();
    await page.getByRole('option', { name: 'THT (through hole)' }).click();
    await drawer.locator('input[name="pins"]').fill('0');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Pins minimum is 1').waitFor();
    await drawer.locator('input[name="pins"]').fill('7');
    await drawer.locator('textarea[name="description"]').fill('Seven-pin test header');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The case package has been saved.').waitFor();

    await page.getByLabel('Search packages').fill('E2E-PKG');
    await expect.poll(() => page.getByTestId('table-range').textContent(), POLL).toBe('1–1 of 1');
    const row = page.getByRole('row').filter({ hasText: 'E2E-PKG-7' });
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['E2E-PKG-7', 'THT', '7', 'Seven-pin test header']),
    );
  });

  it('refuses a second package with the same name', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'catalog-duplicate'));
    await page.getByRole('button', { name: 'New case package' }).click();
    const drawer = page.getByRole('dialog', { name: 'New case package' });
    // The name is compared as matching sees it: "e2e pkg 7" is the same package as "E2E-PKG-7".
    await drawer.locator('input[name="name"]').fill('e2e pkg 7');
    await drawer.getByRole('combobox', { name: 'Mounting style' }).click();
    await page.getByRole('option', { name: 'SMD (surface mount)' }).click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    // The server's answer (409) is shown under the field it concerns.
    await drawer.getByText('A case package with this name already exists').waitFor();
    expect(await drawer.locator('input[name="name"]').getAttribute('aria-invalid')).toBe('true');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
  });

  it('edits the package and deletes it after confirmation', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'catalog-edit-delete'));
    await page.getByRole('button', { name: 'Edit E2E-PKG-7' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit E2E-PKG-7' });
    await expect.poll(() => drawer.locator('input[name="pins"]').inputValue(), POLL).toBe('7');
    await drawer.locator('input[name="pins"]').fill('9');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The case package has been saved.').last().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'E2E-PKG-7' });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent(), POLL).toBe('9');

    await page.getByRole('button', { name: 'Delete E2E-PKG-7' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete case package' });
    await confirm.getByText('Delete the case package “E2E-PKG-7”?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The case package has been deleted.').waitFor();
    await page.getByText('Nothing matches “E2E-PKG”.').waitFor();
  });

  it('shows the seeded words of BOM and placement-file headings', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'catalog-words'));
    await openAdminEntry(page, 'Word mapping');
    await page.getByLabel('Search words').fill('Menge');
    const menge = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Menge', exact: true }) });
    await expect.poll(() => menge.textContent(), POLL).toContain('Quantity');

    await openAdminEntry(page, 'CPL Word mapping');
    expect(page.url()).toContain('#/admin/cpl-words');
    await page.getByLabel('Search words').fill('Mid X');
    const midX = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Mid X', exact: true }) });
    await expect.poll(() => midX.textContent(), POLL).toContain('X position');
  });

  it('imports MPN data from CSV: a bad file changes nothing and names its rows, a good one is counted', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'catalog-mpn-import'));
    await openAdminEntry(page, 'MPN Data');
    await page.getByText('No MPN data yet').waitFor();
    const header =
      'mpn,manufacturer,description,package,mountingStyle,priceBreaks,stock,leadTimeDays,lcsc,mouser,digikey,farnell,rs';
    const csv = (rows: string[]) => ({
      name: 'parts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows, ''].join('\n')),
    });
    const picker = page.locator('input[type="file"]');
    // Line 3 has no part number; the file is refused as a whole, so line 2 is not saved either.
    await picker.setInputFiles(
      csv(['LM358DR,TI,Dual op amp,SOIC-8,SMD,1:0.20,5000,7,,,,,', ',Acme,,,,,,,,,,,']),
    );
    const outcome = page.getByTestId('import-outcome');
    await outcome.getByText('The file was not imported').waitFor();
    expect(
      await outcome
        .getByRole('row')
        .filter({ hasText: 'MPN is required' })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('3');
    await page.getByText('No MPN data yet').waitFor();

    await picker.setInputFiles(
      csv([
        'LM358DR,TI,Dual op amp,SOIC-8,SMD,1:0.20;100:0.12,5000,7,,,,,',
        'NE555DR,TI,Timer,SOIC-8,SMD,,,,,,,,',
      ]),
    );
    await outcome.getByText('2 records created, 0 updated.').waitFor();
    await expect.poll(() => page.getByTestId('table-range').textContent(), POLL).toBe('1–2 of 2');
    // "TI" is stored under the manufacturer list's canonical name; the first price break is shown.
    const row = page.getByRole('row').filter({ hasText: 'LM358DR' });
    await expect.poll(() => row.textContent(), POLL).toContain('Texas Instruments');
    expect(await row.textContent()).toContain('€0.20 from 1 pcs');
  });

  it('scrolls the table sideways on a phone and opens the form full screen', async () => {
    // A second context signed in as the same administrator (the session lives in localStorage).
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      storageState: await page.context().storageState(),
    });
    const phone = await context.newPage();
    onTestFailed(() => screenshotOnFailure(phone, 'catalog-phone'));
    await phone.goto(`${app.url}/#/admin/case-package`);
    await expect.poll(() => phone.getByTestId('table-range').textContent(), POLL).toMatch(/^1–25 of \d+$/);
    // The page itself does not scroll sideways; the table is wider than the phone and scrolls inside its box.
    const pageWidth = await phone.evaluate<number>('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(375);
    expect((await phone.locator('table').first().boundingBox())?.width).toBeGreaterThan(375);
    await phone.getByRole('button', { name: 'New case package' }).click();
    const drawer = phone.getByRole('dialog', { name: 'New case package' });
    await drawer.locator('input[name="name"]').waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.width, POLL).toBe(375);
    await context.close();
  });

  it('shows a customer the not-found page instead of the back office', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const customer = await context.newPage();
    customer.on('console', (message) => console.log('customer console:', message.type(), message.text()));
    customer.on('pageerror', (error) => console.log('customer page error:', error.message));
    onTestFailed(() => screenshotOnFailure(customer, 'catalog-customer'));
    await signInThroughForm(customer, app.url, 'demo', 'demo1234');
    await customer.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    await customer.goto(`${app.url}/#/admin/case-package`);
    await customer.getByText('404 Not Found').waitFor();
    expect(await customer.getByRole('button', { name: 'New case package' }).count()).toBe(0);
    await context.close();
  });
});
