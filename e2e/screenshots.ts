// Takes screenshots of the pages a person reviews, signed out, as a customer and as an administrator,
// at desktop (1440 px) and phone (375 px) widths: `node --import tsx e2e/screenshots.ts [outDir] [language]`
// (language: en, de, fr, es, ch or jp; English when left out). SCREENSHOT_ONLY=<regular expression>
// takes only the routes it matches (e.g. SCREENSHOT_ONLY='offers|parameters').
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './support/browser.ts';
import { waitForQuietNetwork } from './support/network-quiet.ts';
import {
  adminPages,
  customerPages,
  projectPages,
  projectWithBom,
  signedOutPages,
  signInThroughApi,
} from './support/portal-pages.ts';
import { startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

const outDir = path.resolve(process.argv[2] ?? '.e2e-artifacts/screenshots');
const language = process.argv[3] ?? 'en';
const widths = [1440, 375];
const only = process.env.SCREENSHOT_ONLY ? new RegExp(process.env.SCREENSHOT_ONLY) : null;

mkdirSync(outDir, { recursive: true });
const app = await startApp();
const browser = await launchBrowser();
let projectId: string | undefined;
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    // The sign-in steps read English names, so each sign-in happens in English and the shots in `language`.
    const speak = async (chosen: string) => {
      await page.evaluate((value) => localStorage.setItem('language', value), chosen);
      await page.reload();
      await page.waitForLoadState('load');
      await waitForQuietNetwork(page);
    };
    const shoot = async (prefix: string, route: string) => {
      if (only && !only.test(route)) return;
      await page.goto(`${app.url}/#/${route}`);
      // Not 'networkidle': a signed-in page keeps its live-update stream open.
      await page.waitForLoadState('load');
      await waitForQuietNetwork(page);
      await page.waitForTimeout(700);
      const name = `${prefix}-${route.replace(/[^\w]+/g, '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    };
    const signIn = async (username: string, password: string) => {
      await speak('en');
      await signInThroughForm(page, app.url, username, password);
      await page.waitForURL(/#\/(home)?$/);
      await speak(language);
    };
    await page.goto(app.url);
    await speak(language);
    for (const route of signedOutPages) await shoot('guest', route);
    await signIn('demo', 'demo1234');
    projectId ??= await projectWithBom(app.url, await signInThroughApi(app.url, 'demo', 'demo1234'));
    for (const route of [...customerPages, ...projectPages(projectId)]) await shoot('customer', route);
    await page.evaluate(() => localStorage.clear());
    await signIn('admin', 'admin1234');
    for (const route of adminPages) await shoot('admin', route);
    await context.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await app.stop();
}
