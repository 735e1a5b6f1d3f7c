import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { SANGABOARD_GERBERS, zipFolder } from './support/gerber-zip.ts';
import {
  closeJourney,
  followMenuLink,
  openSignedInPage,
  sidewaysOverflow,
  viewportOptions,
} from './support/journey.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Create a project, go to the PCB step, upload the Sangaboard v0.4 Gerbers as a zip, take the measured
// size and layers into the form, see the top preview, and watch it follow a new solder mask colour;
// on a desktop and on a 375 px phone.
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(() => closeJourney({ app, browser }));

describe.each([1440, 375])('PCB journey at %i px', (width) => {
  // Each width has its own session and its own project, so the two runs never meet.
  let page: Page;

  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, 'demo', 'demo1234', viewportOptions(width));
  });

  afterAll(() => page?.context().close());

  /** The Gerber panel: its figures, apart from the summary's copy of the form. */
  const gerberPanel = () => page.getByRole('region', { name: 'Gerber files' });
  const topPreview = () => page.getByRole('img', { name: /top side preview/i }).first();

  /** The SVG text behind the preview's data: address. */
  async function previewSvg(): Promise<string> {
    const src = (await topPreview().getAttribute('src')) ?? '';
    return decodeURIComponent(src.slice(src.indexOf(',') + 1));
  }

  const maskColour = (name: string) =>
    page.getByRole('radiogroup', { name: /Solder mask colour/ }).getByRole('radio', { name, exact: true });

  it('opens the PCB step of a new project', async () => {
    onTestFailed(() => screenshotOnFailure(page, `pcb-step-${width}`));
    await followMenuLink(page, 'Create Project');
    await page.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    await page.locator('input[name="name"]').fill(`Sangaboard bare board (${width} px)`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/2$/);
    await page.goto(page.url().replace(/\/2$/, '/3'));
    await page.getByText('Upload your Gerber files').waitFor();
  });

  it('uploads the Sangaboard Gerbers as a zip and shows what was detected', async () => {
    onTestFailed(() => screenshotOnFailure(page, `pcb-gerber-upload-${width}`));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'sangaboard-v0.4-gerbers.zip',
      mimeType: 'application/zip',
      buffer: await zipFolder(SANGABOARD_GERBERS),
    });
    // The outline of the board is 65.0 × 56.5 mm (KiCad Edge_Cuts layer); two copper layers.
    await gerberPanel().getByText('65 × 56.5 mm').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Detected layers (11 files)' }).click();
    await page.getByText('sangaboard_v0.4-F_Cu.gtl').waitFor();
    await page.getByText('sangaboard_v0.4-Edge_Cuts.gm1').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('fills the detected size and layers into the form', async () => {
    onTestFailed(() => screenshotOnFailure(page, `pcb-use-values-${width}`));
    // Four layers first, so that taking the measured values has something to change back to two.
    await page.getByRole('combobox', { name: 'Layers', exact: true }).click();
    await page.getByRole('option', { name: '4', exact: true }).click();
    await page.getByRole('button', { name: 'Use these values' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Values taken from your Gerber files').waitFor();
    expect(await page.getByRole('textbox', { name: 'Width', exact: true }).inputValue()).toBe('65 mm');
    expect(await page.getByRole('textbox', { name: 'Height', exact: true }).inputValue()).toBe('56.5 mm');
    expect(await page.getByRole('combobox', { name: 'Layers', exact: true }).inputValue()).toMatch(/^2\b/);
    // The Sangaboard has a legend on both sides (B_SilkS): the default "Top only" follows the files.
    expect(await page.getByRole('combobox', { name: 'Silkscreen sides', exact: true }).inputValue()).toBe(
      'Both sides',
    );
  });

  it('shows the top preview and follows the chosen solder mask colour', async () => {
    onTestFailed(() => screenshotOnFailure(page, `pcb-preview-colour-${width}`));
    await page.getByText('Rendered from your Gerber files in the chosen colours.').waitFor();
    await expect.poll(async () => (await previewSvg()).includes('<svg')).toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
    const before = await previewSvg();
    await maskColour('Blue').click();
    // The server colours the rendered board with the mask's colour (#1c4c8f for blue).
    await expect.poll(async () => (await previewSvg()).includes('#1c4c8f'), { timeout: 15_000 }).toBe(true);
    expect(await previewSvg()).not.toBe(before);
  });

  it('measures again when the customer corrects a layer', async () => {
    onTestFailed(() => screenshotOnFailure(page, `pcb-layer-correction-${width}`));
    const setType = async (fileName: string, type: string) => {
      await page.getByRole('combobox', { name: `Layer of ${fileName}` }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
    };
    // Without its outline layer the board is measured from the copper, with a warning.
    await setType('sangaboard_v0.4-Edge_Cuts.gm1', 'Drawing');
    await page.getByText('Warnings from the analysis').waitFor({ timeout: 30_000 });
    expect(await gerberPanel().getByText('65 × 56.5 mm').count()).toBe(0);
    await setType('sangaboard_v0.4-Edge_Cuts.gm1', 'Outline');
    await gerberPanel().getByText('65 × 56.5 mm').waitFor({ timeout: 30_000 });
  });
});
