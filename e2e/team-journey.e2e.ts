import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { followMenuLink, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// My Team: the owner invites a colleague without the create-projects permission; the colleague
// chooses a password from the e-mail, is refused Create Project with the section 5 dialog and sees the
// team read-only; the owner removes them after confirming.
const MEMBER = { email: 'ina.member@example.test', password: 'Copper-Pour-Island-9', name: 'Ina Member' };

let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let owner: Page;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startApp({ SMTP_URL: mail.smtpUrl }, { readyTimeoutMs: 120_000 });
  browser = await launchBrowser();
  owner = await browser.newPage(viewportOptions(1440));
  await signInThroughForm(owner, app.url, 'demo', 'demo1234');
  await owner.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
});

describe('team journey', () => {
  it('the owner invites a member with switches; the row shows the pending invitation', async () => {
    onTestFailed(() => screenshotOnFailure(owner, 'team-invite'));
    await followMenuLink(owner, 'My Team');
    await owner.getByRole('heading', { name: 'My Team' }).waitFor();
    await owner.getByText('No team members yet').waitFor();
    await owner.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByLabel('Email').fill(MEMBER.email);
    await dialog.getByLabel('First name').fill('Ina');
    await dialog.getByLabel('Last name').fill('Member');
    // Mantine lays the switch's input over its label, so the input is what takes the click.
    await dialog.getByRole('switch', { name: 'Create projects' }).uncheck({ force: true });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`Invitation sent to ${MEMBER.email}`).waitFor();
    const row = owner.getByRole('row', { name: new RegExp(MEMBER.name) });
    await row.getByText('Invitation pending').waitFor();
    expect(await row.getByRole('switch', { name: `Create projects – ${MEMBER.name}` }).isChecked()).toBe(
      false,
    );
  });

  it('fits a phone: one card per member, nothing wider than the screen', async () => {
    const phone = await browser.newPage(viewportOptions(375));
    onTestFailed(() => screenshotOnFailure(phone, 'team-phone'));
    await signInThroughForm(phone, app.url, 'demo', 'demo1234');
    await phone.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    await phone.goto(`${app.url}/#/my-team`);
    await phone.getByText(MEMBER.email).waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.close();
  });

  it('the member sets a password from the e-mail, is refused Create Project and reads the team', async () => {
    const member = await browser.newPage(viewportOptions(1440));
    onTestFailed(() => screenshotOnFailure(member, 'team-member'));
    const link = await mail.linkTo(MEMBER.email);
    expect(link).toContain('?mode=invitation');
    await member.goto(link);
    await member.locator('input[name="password"]').fill(MEMBER.password);
    await member.locator('input[name="repeatPassword"]').fill(MEMBER.password);
    await member.getByRole('button', { name: 'Save password' }).click();
    await member
      .getByRole('button', { name: 'Sign in' })
      .or(member.getByRole('link', { name: 'Sign in' }))
      .click();
    await signInThroughForm(member, app.url, MEMBER.email, MEMBER.password, { isOnLoginPage: true });
    await member.getByRole('heading', { name: 'Welcome to the product' }).waitFor();

    await followMenuLink(member, 'Create Project');
    const alert = member.getByRole('dialog', { name: 'Information Alert' });
    await alert
      .getByText('Please contact the administrator of the team to grant you the related permission')
      .waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();

    await member.goto(`${app.url}/#/my-team`);
    await member.getByText('Only the team owner can invite members').waitFor();
    expect(await member.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    await member.close();
  });

  it('the owner removes the member after confirming; the team is empty again', async () => {
    onTestFailed(() => screenshotOnFailure(owner, 'team-remove'));
    await owner.reload();
    const row = owner.getByRole('row', { name: new RegExp(MEMBER.name) });
    await row.waitFor();
    expect(await row.getByText('Invitation pending').count()).toBe(0);
    await row.getByRole('button', { name: `Remove ${MEMBER.name}` }).click();
    const confirm = owner.getByRole('dialog', { name: 'Remove team member' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await owner.getByText(`${MEMBER.name} was removed from the team`).waitFor();
    await owner.getByText('No team members yet').waitFor();
  });
});
