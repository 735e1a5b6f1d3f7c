// Takes screenshots of the pages a person reviews, signed out, as a customer and as an administrator,
// at desktop (1440 px) and phone (375 px) widths: `node --import tsx e2e/screenshots.ts [outDir] [language]`
// (language: en, de, fr, es, ch or jp; English when left out).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { launchBrowser } from './support/browser.ts';
import { SANGABOARD_GERBERS, zipFolder } from './support/gerber-zip.ts';
import { startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

const outDir = path.resolve(process.argv[2] ?? '.e2e-artifacts/screenshots');
const language = process.argv[3] ?? 'en';
const widths = [1440, 375];
const signedOutPages = ['login', 'signup', 'thank_you', 'welcome/not-a-real-code?mode=reset'];
const customerPages = [
  'home',
  'create-project',
  'my-projects',
  'my-orders',
  'my-messages',
  'my-team',
  'my-documentation',
  'my-basket',
  'profile',
  'faq',
  'does-not-exist',
];
const adminPages = [
  'home',
  'my-projects',
  'admin/users',
  'admin/words',
  'admin/cpl-words',
  'admin/case-package',
  'admin/mpn-data',
  'admin/unknown-components',
  'admin/manufacturer',
  'admin/safe-pcb-default-data',
  'admin/pcb-dimensions',
];
const fixtureBoard = sharedPath('fixtures/boards/sangaboard-v0.4');

/** A project with the Sangaboard BOM and Gerbers, made through the API as the web app would. */
async function projectWithBom(url: string, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/rest/project/new`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Sangaboard v0.4 assembly' }),
  });
  if (!created.ok) throw new Error(`new project: ${created.status} ${await created.text()}`);
  const { projectId } = (await created.json()) as { projectId: string };
  const upload = async (route: string, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(path.join(fixtureBoard, fileName))]), fileName);
    const response = await fetch(`${url}${route}`, { method: 'POST', headers: auth, body: form });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  };
  await upload(`/rest/project/bomFileUpload/${projectId}`, 'bom_jlc.csv');
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await zipFolder(SANGABOARD_GERBERS))]),
    'sangaboard-gerbers.zip',
  );
  const gerbers = await fetch(`${url}/rest/project/pcb/${projectId}/gerbers`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (!gerbers.ok) throw new Error(`gerbers: ${gerbers.status} ${await gerbers.text()}`);
  return projectId;
}

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
      await page.waitForLoadState('networkidle');
    };
    const shoot = async (prefix: string, route: string) => {
      await page.goto(`${app.url}/#/${route}`);
      await page.waitForLoadState('networkidle');
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
    const token = await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        const value = localStorage.getItem(key) ?? '';
        const match = /"accessToken":"([^"]+)"/.exec(value) ?? /^(ey[\w-]+\.[\w-]+\.[\w-]+)$/.exec(value);
        if (match) return match[1];
      }
      return '';
    });
    projectId ??= await projectWithBom(app.url, token ?? '');
    const wizard = [1, 2, 3].map((step) => `myprojects/new/${projectId}/${step}`);
    for (const route of [...customerPages, ...wizard]) await shoot('customer', route);
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
