import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedIn } from './support/journey.ts';
import type { RunningApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// The shell: the phone menu opens and leads somewhere; the top-bar search finds a project by name
// and opens it from the keyboard.
let app: RunningApp;
let browser: Browser;
let page: Page;

/** The closed phone menu is slid off the left edge (still "visible" to the browser), so look where it is. */
async function isOnScreen(locator: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width > 0 && box.width > 0;
}

beforeAll(async () => {
  ({ app, browser, page } = await openSignedIn('demo', 'demo1234'));
});

afterAll(() => closeJourney({ app, browser }));

describe('shell journey', () => {
  it('opens the menu on a 375 px phone, follows My Team and searches from the menu', async () => {
    const phone = await browser.newPage({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    onTestFailed(() => screenshotOnFailure(phone, 'phone-menu'));
    await signInThroughForm(phone, app.url, 'demo', 'demo1234');
    await phone.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    const myTeam = phone.getByRole('link', { name: 'My Team' });
    expect(await isOnScreen(myTeam)).toBe(false);
    await phone.getByRole('button', { name: 'Open or close the menu' }).tap();
    await expect.poll(() => isOnScreen(myTeam)).toBe(true);
    await myTeam.tap();
    await phone.waitForURL(/#\/my-team$/);
    // Following a link closes the menu again.
    await expect.poll(() => isOnScreen(myTeam)).toBe(false);

    // The top bar has no room for the search on a phone: it heads the menu instead.
    await phone.getByRole('button', { name: 'Open or close the menu' }).tap();
    const search = phone.getByRole('combobox', { name: 'Quick search' });
    await search.fill('sangaboard');
    await phone.getByRole('option', { name: /Sangaboard v0\.4 \(example\)/ }).tap();
    await phone.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    await phone.close();
  });

  it('finds a project by part of its name and opens it with the arrow keys and Enter', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'quick-search'));
    for (const name of ['Greenhouse controller', 'Greenhouse sensor']) {
      await page.getByRole('link', { name: 'Create Project' }).first().click();
      await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
      await page.locator('input[name="name"]').fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The project information has been saved.').last().waitFor();
    }
    const sensorUrl = page.url();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(/#\/home$/);

    const search = page.getByRole('combobox', { name: 'Quick search' });
    await search.fill('no such board');
    await page.getByText('No results for “no such board”').waitFor();
    await search.fill('greenhouse');
    const options = page.getByRole('option');
    await expect
      .poll(() => options.allTextContents())
      .toEqual([
        expect.stringContaining('Greenhouse controller'),
        expect.stringContaining('Greenhouse sensor'),
      ]);
    await page.getByRole('group', { name: 'Projects' }).waitFor();
    await search.press('ArrowDown');
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
    await search.press('Enter');
    await page.waitForURL(sensorUrl);
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe('Greenhouse sensor');
    expect(await search.inputValue()).toBe('');

    await search.fill('greenhouse');
    await options.first().waitFor();
    await search.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
  });
});
