import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { openSignedInPage, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { signInThroughApi } from './support/portal-pages.ts';
import { type RunningApp, startApp } from './support/server.ts';

// Permissions a member can see: the demo owner (Dana Demo, no company) invites a colleague without
// "Order and pay". The accept page names the inviter, the team and the username before the password;
// once in, the member opens the team's project's offers, the basket and checkout at 1440 and 375 px
// and finds, where the Order and Pay buttons would be, who orders for the team — and no such button.
const OWNER_NAME = 'Dana Demo';
const MEMBER = { email: 'oskar.nopay@example.test', password: 'Solder-Mask-Green-41' };
const MEMBER_USERNAME = 'oskar.nopay';
const NOTICE = `Ordering for this team is done by ${OWNER_NAME}.`;

let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let ownerToken: string;
let projectId: string;
let invitationLink: string;

// biome-ignore lint/suspicious/noExplicitAny: each caller reads the fields of the answer it asked for
async function asOwner(path: string, body?: object): Promise<any> {
  const response = await fetch(`${app.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${ownerToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startApp({ SMTP_URL: mail.smtpUrl }, { readyTimeoutMs: 120_000 });
  browser = await launchBrowser();
  ownerToken = await signInThroughApi(app.url, 'demo', 'demo1234');
  // A bare board with an offer in the basket: the team's project the member will look at.
  ({ projectId } = await asOwner('/rest/project/new', { name: 'Team permissions board' }));
  await asOwner(`/rest/project/pcb/${projectId}`, {});
  await asOwner(`/rest/project/offers/${projectId}`);
  await asOwner('/rest/project/select-offer', { projectId, quantity: 10, workingDays: 20 });
  await asOwner('/rest/team/invite', {
    email: MEMBER.email,
    firstname: 'Oskar',
    lastname: 'Nopay',
    permissions: { createProjects: true, seeTeamProjects: true, orderAndPay: false },
  });
  invitationLink = await mail.linkTo(MEMBER.email);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
});

/** The accept page's introduction: inviter, team and username, before any password is asked. */
async function expectInvitationIntro(page: Page): Promise<void> {
  const intro = page.getByTestId('invitation-intro');
  await intro.getByText(`${OWNER_NAME} invited you to the team ${OWNER_NAME}.`).waitFor();
  await intro.getByText(`You will sign in as ${MEMBER_USERNAME}.`).waitFor();
}

describe('the accept page', () => {
  it('at 375 px names the inviter, the team and the username, and fits the screen', async () => {
    const page = await browser.newPage(viewportOptions(375));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'team-permissions-accept-phone'));
      await page.goto(invitationLink);
      await expectInvitationIntro(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await page.close();
    }
  });

  it('at 1440 px says the same; accepting confirms the username to sign in with', async () => {
    const page = await browser.newPage(viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'team-permissions-accept'));
      await page.goto(invitationLink);
      await expectInvitationIntro(page);
      await page.locator('input[name="password"]').fill(MEMBER.password);
      await page.locator('input[name="repeatPassword"]').fill(MEMBER.password);
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByText(`You will sign in as ${MEMBER_USERNAME}.`).waitFor();
    } finally {
      await page.close();
    }
  });

  it('a spent link says so and shows no form', async () => {
    const page = await browser.newPage(viewportOptions(1440));
    try {
      onTestFailed(() => screenshotOnFailure(page, 'team-permissions-spent'));
      await page.goto(invitationLink);
      await page.getByText('This invitation cannot be used').waitFor();
      expect(await page.locator('input[name="password"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe.each([1440, 375])('a member without “Order and pay” at %i px', (width) => {
  let page: Page;

  beforeAll(async () => {
    page = await openSignedInPage({ app, browser }, MEMBER_USERNAME, MEMBER.password, viewportOptions(width));
  });
  afterAll(() => page?.context().close());

  it('sees on the offers who orders for the team; choosing an offer is still theirs', async () => {
    onTestFailed(() => screenshotOnFailure(page, `team-permissions-offers-${width}`));
    await page.goto(`${app.url}/#/myprojects/new/${projectId}/4`);
    await page.getByTestId('ordering-notice').getByText(NOTICE).waitFor();
    await page
      .getByRole('button', { name: /Add to basket|In your basket/ })
      .first()
      .waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('sees the notice instead of Checkout in the basket', async () => {
    onTestFailed(() => screenshotOnFailure(page, `team-permissions-basket-${width}`));
    await page.goto(`${app.url}/#/my-basket`);
    await page.getByText('Team permissions board').first().waitFor();
    await page.getByTestId('ordering-notice').getByText(NOTICE).waitFor();
    expect(await page.getByRole('button', { name: 'Checkout', exact: true }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('sees the notice and no Pay button at checkout, nor their own billing address', async () => {
    onTestFailed(() => screenshotOnFailure(page, `team-permissions-checkout-${width}`));
    await page.goto(`${app.url}/#/checkout?projects=${projectId}`);
    await page.getByTestId('ordering-notice').getByText(NOTICE).waitFor();
    expect(await page.getByRole('button', { name: 'Pay by card' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay later by bank transfer' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('sees the notice instead of “Go to checkout” on the order step', async () => {
    onTestFailed(() => screenshotOnFailure(page, `team-permissions-order-step-${width}`));
    await page.goto(`${app.url}/#/myprojects/new/${projectId}/5`);
    await page.getByTestId('ordering-notice').getByText(NOTICE).waitFor();
    expect(await page.getByRole('link', { name: 'Go to checkout' }).count()).toBe(0);
  });
});
