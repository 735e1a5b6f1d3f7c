// Takes screenshots of the pages a person reviews, signed out, as a customer and as an administrator,
// at desktop (1440 px) and phone (375 px) widths: `node --import tsx e2e/screenshots.ts [outDir]`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './support/browser.ts';
import { startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

const outDir = path.resolve(process.argv[2] ?? '.e2e-artifacts/screenshots');
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
const adminPages = ['home', 'admin/users', 'admin/mpn-data'];

mkdirSync(outDir, { recursive: true });
const app = await startApp();
const browser = await launchBrowser();
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const shoot = async (prefix: string, route: string) => {
      await page.goto(`${app.url}/#/${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(700);
      const name = `${prefix}-${route.replace(/[^\w]+/g, '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    };
    const signIn = async (username: string, password: string) => {
      await signInThroughForm(page, app.url, username, password);
      await page.waitForURL(/#\/(home)?$/);
    };
    for (const route of signedOutPages) await shoot('guest', route);
    await signIn('demo', 'demo1234');
    for (const route of customerPages) await shoot('customer', route);
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
