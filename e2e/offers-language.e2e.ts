import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage } from './support/journey.ts';
import { projectWithBom, signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// A German reader's offer page: the breakdown's lines and the review notes are German (the server
// sends message keys beside its English words), and the staff notes fold after three, open in full
// with a button and fold again.
let app: RunningApp;
let browser: Browser;
let page: Page;
let projectId: string;
/** The staff notes the offer set carries (parts to price or to confirm), as the API gives them. */
let staffNotes = 0;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const token = await signInThroughApi(app.url, 'demo', 'demo1234');
  projectId = await projectWithBom(app.url, token, 'Sangaboard auf Deutsch');
  const offers = await fetch(`${app.url}/rest/project/offers/${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { reviewNotes } = (await offers.json()) as { reviewNotes: { code: string }[] };
  staffNotes = reviewNotes.filter((note) => note.code.startsWith('COMPONENT_')).length;
  page = await openSignedInPage({ app, browser }, 'demo', 'demo1234');
  await page.evaluate(() => localStorage.setItem('language', 'de'));
}, 120_000);

afterAll(() => closeJourney({ app, browser }));

describe('the offer page in German', () => {
  it('shows the breakdown’s lines in German, not in English', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'offers-german-breakdown'));
    // The language is read when the app starts: going to a route of the open app would keep English.
    await page.goto(`${app.url}/#/myprojects/new/${projectId}/4`);
    await page.reload();
    await page
      .getByText(/^Einrichtung, \d+ Lagen$/)
      .first()
      .waitFor();
    await page
      .getByText(/^Anteil an gemeinsam genutzten Fertigungsnutzen \(\d+ Platinen je Nutzen\)$/)
      .waitFor();
    expect(await page.getByText(/^Setup, \d+ layers$/).count()).toBe(0);
    expect(await page.getByText(/production panels/).count()).toBe(0);
  });

  it('shows the review notes in German and lists them all on request', async () => {
    onTestFailed(() => screenshotOnFailure(page, 'offers-german-notes'));
    const notes = page.getByTestId('review-notes').getByRole('listitem');
    await notes.first().waitFor();
    expect(
      await page.getByText(/no price known yet|could not be recognised|not in stock at any/).count(),
    ).toBe(0);
    expect(staffNotes).toBeGreaterThan(3);
    expect(await notes.count()).toBe(3);
    const more = page.getByRole('button', { name: `und ${staffNotes - 3} weitere Hinweise` });
    await more.click();
    await page.getByRole('button', { name: 'Weniger Hinweise anzeigen' }).waitFor();
    expect(await notes.count()).toBe(staffNotes);
    await page.getByRole('button', { name: 'Weniger Hinweise anzeigen' }).click();
    await more.waitFor();
    expect(await notes.count()).toBe(3);
  });
});
