import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedIn } from './support/journey.ts';
import type { RunningApp } from './support/server.ts';

// Create a project from the side menu, fill its information, find it in My Projects, delete it.
let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ app, browser, page } = await openSignedIn('demo', 'demo1234'));
});

afterAll(() => closeJourney({ app, browser }));

describe('projects journey', () => {
  it('creates a project from the side menu and saves its information', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'create-project'));
    await page.getByRole('link', { name: 'Create Project' }).first().click();
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    const key = (await page.getByTestId('project-key').textContent()) ?? '';
    expect(page.url()).toContain(key);
    await page.locator('input[name="name"]').fill('Soil sensor rev B');
    await page.locator('input[name="intendedQuantity"]').fill('250');
    await page.locator('input[name="customerReference"]').fill('PO-4711');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The project information has been saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe('Soil sensor rev B');
  });

  it('finds it in My Projects, duplicates it and deletes the copy after confirmation', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'my-projects'));
    await page.getByRole('link', { name: 'My Projects' }).first().click();
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await page.getByRole('link', { name: 'Soil sensor rev B' }).waitFor();
    await page.getByLabel('Search projects').fill('no such project');
    await page.getByText('No project matches “no such project”.').waitFor();
    await page.getByLabel('Search projects').fill('sensor');
    await page.getByRole('button', { name: 'Duplicate Soil sensor rev B' }).click();
    await page.getByRole('link', { name: 'Soil sensor rev B (copy)' }).waitFor();

    await page.getByRole('button', { name: 'Delete Soil sensor rev B (copy)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The project has been deleted.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Soil sensor rev B (copy)' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Soil sensor rev B' }).count()).toBe(1);
  });
});
