import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { callApi } from './support/api.ts';
import { findBlockingViolations, waitForCalmPage } from './support/axe.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// The message centre between a customer and staff, live: the customer writes with an image and a PDF;
// staff (another browser) see their unread count rise without a reload, open the conversation and
// answer; the customer sees the dot, opens the conversation from the dropdown, and the dot clears.
// Bodies carrying markup that would run (an onerror image, a javascript: link) render inert. Pictures
// of each view go to MESSAGES_SHOTS_DIR when it is set.
let app: RunningApp;
let browser: Browser;
let customerToken: string;
let staffToken: string;
let projectId: string;

const PROJECT = 'Messages journey board';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const QUESTION = 'Can the solder mask be matte black?';
const ANSWER = 'Yes, matte black is available for this board.';
const shotsDir = process.env.MESSAGES_SHOTS_DIR;

const api = (token: string | null, path: string, body?: object) => callApi(app.url, path, { token, body });

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  // Menus fade in over 150 ms.
  await page.waitForTimeout(400);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const staffUnread = async () =>
  (await api(staffToken, '/rest/messages/checkNewMessagesForAdmin', {})).count as number;
const messagesButton = (page: Page) => page.getByRole('button', { name: /^Messages(: \d+ unread)?$/ });
const conversationLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(PROJECT) });

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  customerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  staffToken = await signInThroughApi(app.url, 'admin', 'admin1234');
  ({ projectId } = await api(customerToken, '/rest/project/new', { name: PROJECT }));
});

afterAll(() => closeJourney({ app, browser }));

describe('a customer and staff talk about a project', () => {
  let customer: Page;
  let staff: Page;
  let staffBefore: number;
  beforeAll(async () => {
    const options = { ...viewportOptions(1440), bypassCSP: true };
    customer = await openSignedInPage({ app, browser }, 'demo', 'demo1234', options);
    staff = await openSignedInPage({ app, browser }, 'admin', 'admin1234', options);
    staffBefore = await staffUnread();
  }, 60_000);
  afterAll(async () => {
    await customer?.context().close();
    await staff?.context().close();
  });

  it('the customer starts the conversation with an image and a PDF', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'messages-customer-send'));
    await customer.goto(`${app.url}/#/my-messages`);
    await customer.getByRole('heading', { name: 'My Messages' }).waitFor();
    // A project without messages is listed and can be opened to start one.
    await conversationLink(customer).click();
    await customer.getByText('No messages yet. Write the first one below.').waitFor();
    await customer.getByRole('textbox', { name: 'Your message' }).fill(QUESTION);
    await customer.locator('input[type="file"]').setInputFiles([
      { name: 'stack-up.png', mimeType: 'image/png', buffer: PNG },
      { name: 'drawing.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await customer.getByRole('img', { name: 'stack-up.png' }).waitFor();
    const send = customer.getByRole('button', { name: 'Send' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    const sent = customer.getByRole('article', { name: /Message from/ }).filter({ hasText: QUESTION });
    await sent.waitFor();
    await sent.getByRole('img', { name: 'stack-up.png' }).waitFor();
    await sent.getByRole('button', { name: /drawing\.pdf/ }).waitFor();
    await waitForCalmPage(customer);
    expect(await findBlockingViolations(customer, 'my messages (1440 px)')).toEqual([]);
    await shoot(customer, 'customer-1440-conversation');
  });

  it('staff see the unread count rise live, open the conversation and answer', async () => {
    onTestFailed(() => screenshotOnFailure(staff, 'messages-staff-answer'));
    // No reload: the live stream told the top bar.
    await messagesButton(staff)
      .and(staff.getByRole('button', { name: `Messages: ${staffBefore + 1} unread` }))
      .waitFor();
    await messagesButton(staff).click();
    await staff.getByText(/customer messages? waiting/).waitFor();
    await staff
      .getByRole('menuitem', { name: new RegExp(PROJECT) })
      .getByText(QUESTION)
      .waitFor();
    await shoot(staff, 'staff-1440-dropdown');
    await staff.getByRole('menuitem', { name: 'Open My Messages' }).click();
    await staff.locator('label', { hasText: /^Unread$/ }).click();
    await conversationLink(staff).click();
    const question = staff.getByRole('article', { name: /Message from/ }).filter({ hasText: QUESTION });
    await question.getByText('Staff').waitFor({ state: 'detached' });
    await question.getByRole('img', { name: 'stack-up.png' }).waitFor();
    await expect.poll(staffUnread).toBe(staffBefore);
    await staff.getByRole('button', { name: 'Messages', exact: true }).waitFor();
    // The customer leaves the conversation, so the answer arrives as unread.
    await customer.goto(`${app.url}/#/home`);
    await staff.getByRole('textbox', { name: 'Your message' }).fill(ANSWER);
    await staff.getByRole('button', { name: 'Send' }).click();
    const answer = staff.getByRole('article', { name: /Message from/ }).filter({ hasText: ANSWER });
    await answer.getByText('Staff').waitFor();
    await waitForCalmPage(staff);
    expect(await findBlockingViolations(staff, 'staff messages (1440 px)')).toEqual([]);
    await shoot(staff, 'staff-1440-conversation');
  });

  it('the customer sees the dot, opens the answer from the dropdown and the dot clears', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'messages-customer-dot'));
    await customer.getByRole('button', { name: 'Messages: 1 unread' }).click();
    const item = customer.getByRole('menuitem', { name: new RegExp(PROJECT) });
    await item.getByText(ANSWER).waitFor();
    // dd MMMM yyyy HH:mm
    await item.getByText(/^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/).waitFor();
    await shoot(customer, 'customer-1440-dropdown');
    await item.click();
    await customer.waitForURL(/#\/my-messages\?projectId=/);
    expect(decodeURIComponent(customer.url())).toContain(`projectId=${projectId}`);
    await customer
      .getByRole('article', { name: /Message from/ })
      .filter({ hasText: ANSWER })
      .getByText('Staff')
      .waitFor();
    await customer.getByRole('button', { name: 'Messages', exact: true }).waitFor();
  });

  it('renders markup that would run as inert text', async () => {
    onTestFailed(() => screenshotOnFailure(customer, 'messages-xss'));
    await api(customerToken, '/rest/message/saveMessage', {
      projectId,
      message:
        '<img src=x onerror="window.__xss=1">Inert <a href="javascript:window.__xss=2">click</a> <b>bold</b> <svg onload="window.__xss=3"></svg><a href="https://example.com">safe</a>',
    });
    // Typed into the composer, markup is escaped: it shows as the characters typed.
    await customer
      .getByRole('textbox', { name: 'Your message' })
      .fill('<img src=x onerror=window.__xss=4>typed');
    await customer.getByRole('button', { name: 'Send' }).click();
    await customer.getByText('<img src=x onerror=window.__xss=4>typed').waitFor();
    await customer.getByText('Inert').waitFor();
    const log = customer.getByRole('log', { name: 'Conversation' });
    await log
      .getByRole('link', { name: 'click' })
      .waitFor({ state: 'detached' })
      .catch(() => {});
    expect(
      await log.locator('img[src="x"], .message-body img, .message-body svg, [onerror], [onload]').count(),
    ).toBe(0);
    expect(await log.locator('a[href^="javascript"]').count()).toBe(0);
    const safe = log.getByRole('link', { name: 'safe' });
    expect(await safe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await safe.getAttribute('target')).toBe('_blank');
    await customer.waitForTimeout(300);
    expect(await customer.evaluate('window.__xss')).toBeUndefined();
  });
});

describe('on a phone', () => {
  for (const [who, username, password] of [
    ['customer', 'demo', 'demo1234'],
    ['staff', 'admin', 'admin1234'],
  ] as const) {
    it(`${who}: the list, then the conversation with a back button`, async () => {
      const page = await openSignedInPage({ app, browser }, username, password, {
        ...viewportOptions(375),
        bypassCSP: true,
      });
      onTestFailed(() => screenshotOnFailure(page, `messages-${who}-375`));
      try {
        await page.goto(`${app.url}/#/my-messages`);
        await conversationLink(page).click();
        await page
          .getByRole('article', { name: /Message from/ })
          .filter({ hasText: ANSWER })
          .waitFor();
        await page.getByRole('button', { name: 'Back to conversations' }).waitFor();
        await waitForCalmPage(page);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await findBlockingViolations(page, `${who} messages (375 px)`)).toEqual([]);
        await shoot(page, `${who}-375-conversation`);
        await page.getByRole('button', { name: 'Back to conversations' }).click();
        await conversationLink(page).waitFor();
        expect(await sidewaysOverflow(page)).toBe(0);
        await shoot(page, `${who}-375-list`);
        await messagesButton(page).click();
        await page.getByRole('menuitem', { name: 'Open My Messages' }).waitFor();
        await shoot(page, `${who}-375-dropdown`);
      } finally {
        await page.context().close();
      }
    });
  }
});
