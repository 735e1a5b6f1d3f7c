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

// Create a project from the side menu, fill its information, find it in My Projects, delete it; on a
// desktop and on a 375 px phone, where the side menu is a drawer behind the top bar's menu button.
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(() => closeJourney({ app, browser }));

describe.each([1440, 375])('projects journey at %i px', (width) => {
  // Each width has its own session and its own project, so the two runs never meet.
  const name = `Soil sensor rev B (${width} px)`;
  let page: Page;

  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(width));
  });

  afterAll(() => page?.context().close());

  it('creates a project from the side menu and saves its information', async () => {
    onTestFailed(() => screenshotOnFailure(page, `create-project-${width}`));
    await followMenuLink(page, 'Create Project');
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    const key = (await page.getByTestId('project-key').textContent()) ?? '';
    expect(page.url()).toContain(key);
    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[name="intendedQuantity"]').fill('250');
    await page.locator('input[name="customerReference"]').fill('PO-4711');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The project information has been saved.').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(name);
  });

  it('finds it in My Projects, duplicates it and deletes the copy after confirmation', async () => {
    onTestFailed(() => screenshotOnFailure(page, `my-projects-${width}`));
    await followMenuLink(page, 'My Projects');
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await page.getByRole('link', { name, exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByLabel('Search projects').fill('no such project');
    await page.getByText('No project matches “no such project”.').waitFor();
    await page.getByLabel('Search projects').fill('sensor');
    await page.getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
    // The copy opens at once; back in My Projects it is listed next to the original.
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(`${name} (copy)`);
    await followMenuLink(page, 'My Projects');
    await page.getByRole('link', { name: `${name} (copy)`, exact: true }).waitFor();

    await page.getByRole('button', { name: `Delete ${name} (copy)`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The project has been deleted.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: `${name} (copy)`, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
  });
});
