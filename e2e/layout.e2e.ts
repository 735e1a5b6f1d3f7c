import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { describeFinding, findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import {
  closeJourney,
  openSignedInPage,
  PHONE_MAX_WIDTH,
  sidewaysOverflow,
  viewportOptions,
} from './support/journey.ts';
import { projectWithBom, signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Layout at a desktop (1440 px) and a phone (375 px): a conversation with a very long subject and
// sender stays inside the message list with its time and unread count in view; the offer matrix
// keeps its quantity column while the lead times scroll; success messages stay clear of the top bar
// and no more than three show at once; the phone menu carries FAQ and Tutorial; the ADMIN menu is
// grouped with Orders first. Pictures of each view go to LAYOUT_SHOTS_DIR when it is set.
let app: RunningApp;
let browser: Browser;
let customerToken: string;
let staffToken: string;
let messagesProjectId: string;
let offersProjectId: string;

const LONG_SUBJECT = `Motor controller for the greenhouse irrigation pumps, revision C with ${'extra-long-'.repeat(4)}suffix`;
const LONG_FIRST_NAME = 'Maximiliane-Friederike-Annegret';
const LONG_LAST_NAME = 'von Hohenzollern-Sigmaringen-Württemberg';
const shotsDir = process.env.LAYOUT_SHOTS_DIR;

// biome-ignore lint/suspicious/noExplicitAny: each caller reads the fields of the answer it asked for
async function api(token: string, urlPath: string, body?: object): Promise<any> {
  const response = await fetch(`${app.url}${urlPath}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not on the page`);
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;

/** `inner` lies within `outer` horizontally (half a pixel of rounding allowed). */
function isWithinSideways(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;
}

/** The quantity column's left edge is the matrix's own (a table border's width of play). */
function expectAtLeftEdge(box: Box, left: number): void {
  expect(Math.abs(box.x - left)).toBeLessThanOrEqual(2);
}

/** The part of the DOM an element is read and scrolled through (the e2e project has no DOM types). */
interface ScrollingElement {
  scrollWidth: number;
  clientWidth: number;
  scrollLeft: number;
}

/** How many px an element is wider inside than its box: content cut off or scrolling sideways. */
async function overflowOf(locator: Locator): Promise<number> {
  return locator.evaluate((element: ScrollingElement) => element.scrollWidth - element.clientWidth);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
  // The sender staff see: the customer's name, as long as the profile allows.
  await api(customerToken, '/rest/user', {
    firstname: LONG_FIRST_NAME,
    lastname: LONG_LAST_NAME,
    language: 'en',
  });
  ({ projectId: messagesProjectId } = await api(customerToken, '/rest/project/new', { name: LONG_SUBJECT }));
  offersProjectId = await projectWithBom(app.url, customerToken, 'Sangaboard layout check');
}, 120_000);

afterAll(() => closeJourney({ app, browser }));

describe.each([1440, 375])('layout at %i px', (width) => {
  const isPhone = width <= PHONE_MAX_WIDTH;
  let customer: Page;
  let staff: Page;

  beforeAll(async () => {
    // bypassCSP: the accessibility checks inject axe as an inline script.
    const options = { ...viewportOptions(width), bypassCSP: true };
    customer = await openSignedInPage({ app, browser }, 'demo', 'demo1234', options);
    staff = await openSignedInPage({ app, browser }, 'admin', 'admin1234', options);
  }, 60_000);

  afterAll(async () => {
    await customer?.context().close();
    await staff?.context().close();
  });

  describe('the message list', () => {
    beforeAll(async () => {
      // Each side has an unread message, written just now ("just now" lasts 45 s).
      const message = `Checking the layout at ${width} px.`;
      await api(staffToken, '/rest/message/saveMessage', { projectId: messagesProjectId, message });
      await api(customerToken, '/rest/message/saveMessage', { projectId: messagesProjectId, message });
    });

    for (const who of ['customer', 'staff'] as const) {
      it(`${who}: a long subject and sender stay in the row, the time and unread count in view`, async () => {
        const page = who === 'customer' ? customer : staff;
        onTestFailed(() => screenshotOnFailure(page, `layout-messages-${who}-${width}`));
        await page.goto(`${app.url}/#/my-messages`);
        const list = page.getByRole('navigation', { name: 'Conversations' });
        const row = list.getByRole('button', { name: new RegExp(LONG_SUBJECT.slice(0, 40)) });
        await row.getByText('just now').waitFor();
        if (who === 'staff') await row.getByText(new RegExp(LONG_LAST_NAME)).waitFor();
        const unread = row.getByLabel(/^\d+ unread messages?$/);
        await unread.waitFor();
        await waitForCalmPage(page);
        await shoot(page, `messages-${who}-${width}`);

        // Neither the page nor the list (nor the scroll box around it) is wider inside than out.
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await overflowOf(list)).toBeLessThanOrEqual(0);
        const scrollBox = list.locator('xpath=ancestor::*[@data-scrollarea-viewport][1]');
        expect(await overflowOf(scrollBox)).toBeLessThanOrEqual(0);
        // The row fits the visible list, and the time and the count sit inside the row.
        const visible = await boxOf(scrollBox);
        const rowBox = await boxOf(row);
        expect(isWithinSideways(rowBox, visible)).toBe(true);
        expect(isWithinSideways(await boxOf(row.locator('time')), rowBox)).toBe(true);
        expect(isWithinSideways(await boxOf(unread), rowBox)).toBe(true);
        // The long subject is shortened with an ellipsis rather than pushing them out.
        expect(await overflowOf(row.getByText(LONG_SUBJECT, { exact: true }))).toBeGreaterThan(0);
      });
    }
  });

  it(
    isPhone
      ? 'the offer matrix keeps its quantity column while the lead times scroll sideways'
      : 'the offer matrix fits without scrolling',
    async () => {
      onTestFailed(() => screenshotOnFailure(customer, `layout-matrix-${width}`));
      await customer.goto(`${app.url}/#/myprojects/new/${offersProjectId}/4`);
      const quantity = customer.getByRole('rowheader', { name: '25 boards', exact: true });
      await quantity.waitFor();
      await waitForCalmPage(customer);
      const matrix = customer.getByRole('table').filter({ has: quantity });
      const scrollBox = matrix.locator('xpath=ancestor::*[@data-scrollarea-viewport][1]');
      expect(await sidewaysOverflow(customer)).toBe(0);
      await matrix.scrollIntoViewIfNeeded();
      await shoot(customer, `matrix-${width}`);
      if (!isPhone) {
        expect(await overflowOf(scrollBox)).toBeLessThanOrEqual(0);
        return;
      }
      const leadTime = customer.getByRole('columnheader', { name: /^20 working days/ });
      const leadBefore = await boxOf(leadTime);
      const left = (await boxOf(scrollBox)).x;
      expectAtLeftEdge(await boxOf(quantity), left);
      await scrollBox.evaluate((element: ScrollingElement) => {
        element.scrollLeft = 300;
      });
      // The lead times moved; the quantities did not.
      await expect.poll(async () => (await boxOf(leadTime)).x).toBeLessThan(leadBefore.x - 100);
      expectAtLeftEdge(await boxOf(quantity), left);
      expectAtLeftEdge(await boxOf(customer.getByRole('columnheader', { name: 'Quantity' })), left);
      await shoot(customer, `matrix-${width}-scrolled`);
    },
  );

  it('shows at most three success messages at once, clear of the top bar', async () => {
    onTestFailed(() => screenshotOnFailure(customer, `layout-notifications-${width}`));
    const { projectId } = await api(customerToken, '/rest/project/new', { name: `Notifications ${width}` });
    await customer.goto(`${app.url}/#/myprojects/new/${projectId}/1`);
    const save = customer.getByRole('button', { name: 'Save', exact: true });
    // The form holds the project once loaded; a key pressed before then would reach nothing.
    await expect
      .poll(() => customer.locator('input[name="name"]').inputValue())
      .toBe(`Notifications ${width}`);
    await waitForCalmPage(customer);
    const shown = customer.locator('.mantine-Notification-root');
    for (let count = 1; count <= 5; count += 1) {
      const saved = customer.waitForResponse(
        (response) => response.url().endsWith('/rest/project/information') && response.ok(),
      );
      // The last save is done only once the project is read again: until then the button is loading
      // and ignores a click.
      await expect
        .poll(async () => (await save.isEnabled()) && (await save.getAttribute('data-loading')) === null)
        .toBe(true);
      // The button's own click: the messages may lie over it once it scrolls under them.
      await save.evaluate((button) => (button as { click(): void }).click());
      await saved;
      await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(Math.min(count, 3));
    }
    const viewport = customer.viewportSize() ?? { width, height: 0 };
    // Let the last one finish sliding in from the right before measuring: a fixed pause was too short
    // on a loaded machine. A message that never comes to rest inside the window still fails below.
    const rightEdges = async () =>
      Math.max(...(await Promise.all((await shown.all()).map(boxOf))).map((box) => box.x + box.width));
    await expect
      .poll(rightEdges, { timeout: 5_000 })
      .toBeLessThanOrEqual(viewport.width)
      .catch(() => undefined);
    await shoot(customer, `notifications-${width}`);
    expect(await shown.count()).toBe(3);
    const header = await boxOf(customer.locator('header').first());
    for (const box of await Promise.all((await shown.all()).map(boxOf))) {
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // Success messages close themselves.
    await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(0);
  });

  it('offers FAQ and Tutorial in the menu on a phone, in the top bar on a desktop', async () => {
    onTestFailed(() => screenshotOnFailure(customer, `layout-help-links-${width}`));
    await customer.goto(`${app.url}/#/home`);
    await customer.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    if (isPhone) await customer.getByRole('button', { name: 'Open or close the menu' }).tap();
    const where = isPhone
      ? customer.getByRole('navigation', { name: 'Main menu' })
      : customer.getByRole('banner');
    const faq = where.getByRole('link', { name: 'FAQ', exact: true });
    const tutorial = where.getByRole('link', { name: 'Tutorial', exact: true });
    await faq.waitFor();
    await tutorial.waitFor();
    await waitForCalmPage(customer);
    await shoot(customer, `help-links-${width}`);
    const menuFindings = await findBlockingViolations(customer, `menu with help links (${width} px)`);
    expect(menuFindings.map(describeFinding)).toEqual([]);
    // Each once on screen: the copy meant for the other layout is hidden.
    expect(await customer.getByRole('link', { name: 'FAQ', exact: true }).count()).toBe(1);
    expect(await customer.getByRole('link', { name: 'Tutorial', exact: true }).count()).toBe(1);
    // No FAQ_URL is set: the FAQ is the in-app one; the tutorial is an outside site in a new tab.
    expect(await faq.getAttribute('href')).toBe('#/faq');
    expect(await tutorial.getAttribute('target')).toBe('_blank');
    await (isPhone ? faq.tap() : faq.click());
    await customer.waitForURL(/#\/faq$/);
    await customer.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
  });

  it('groups the ADMIN menu, Orders first', async () => {
    onTestFailed(() => screenshotOnFailure(staff, `layout-admin-menu-${width}`));
    await staff.goto(`${app.url}/#/home`);
    await staff.getByRole('button', { name: 'ADMIN', exact: true }).click();
    const menu = staff.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    await staff.waitForTimeout(300);
    await shoot(staff, `admin-menu-${width}`);
    // The groups keep the menu's structure valid for screen readers (menu > group > menuitem).
    const findings = await findBlockingViolations(staff, `grouped ADMIN menu (${width} px)`);
    expect(findings.map(describeFinding)).toEqual([]);
    expect((await menu.getByRole('menuitem').first().textContent())?.trim()).toBe('Orders');
    const headings = await menu.locator('.mantine-Menu-label').allTextContents();
    expect(headings).toEqual(['Orders', 'Customers', 'Pricing', 'Catalog', 'Content', 'System']);
    // Each heading names its group for screen readers; an entry sits under its heading.
    await menu.getByRole('group', { name: 'Pricing' }).getByRole('menuitem', { name: 'Margins' }).waitFor();
    await menu.getByRole('group', { name: 'Content' }).getByRole('menuitem', { name: 'FAQ' }).waitFor();
    expect(await menu.getByRole('menuitem').count()).toBe(23);
    await menu.getByRole('menuitem').first().click();
    await staff.waitForURL(/#\/admin\/orders$/);
  });
});
