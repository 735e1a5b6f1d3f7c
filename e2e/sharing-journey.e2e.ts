import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startMailCatcher } from '../apps/server/test/mail-catcher.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { type RunningApp, startApp } from './support/server.ts';
import { signInThroughForm } from './support/sign-in.ts';

// Sharing by e-mail: the owner invites an address, the invitee accepts from the Invitations panel and
// finds the project in Team projects; later the owner takes over editing from them.
const INVITEE = { username: 'rreader', email: 'rita@example.test', password: 'Resistor-Ladder-47' };
const PROJECT = 'Shared sensor board';

let app: RunningApp;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let owner: Page;
let invitee: Page;

async function post(path: string, body: object, token?: string): Promise<unknown> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startApp({ SMTP_URL: mail.smtpUrl }, { readyTimeoutMs: 120_000 });
  // The invitee's account, signed up and confirmed as a person would through the API.
  await post('/rest/open/signup', {
    ...INVITEE,
    firstname: 'Rita',
    lastname: 'Reader',
    companyName: 'Acme Electronics',
    acceptTerms: true,
  });
  const code = (await mail.linkTo(INVITEE.email)).split('#/welcome/')[1] ?? '';
  await post(`/rest/open/registration/${code}`, {});
  const { accessToken } = (await post('/auth/login', { username: 'demo', password: 'demo1234' })) as {
    accessToken: string;
  };
  await post('/rest/project/new', { name: PROJECT }, accessToken);

  browser = await launchBrowser();
  owner = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  invitee = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInThroughForm(owner, app.url, 'demo', 'demo1234');
  await owner.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
  await signInThroughForm(invitee, app.url, INVITEE.username, INVITEE.password);
  await invitee.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail?.stop();
});

async function openShareDialog(page: Page) {
  await page.goto(`${app.url}/#/my-projects`);
  await page.getByRole('button', { name: `Share ${PROJECT}` }).click();
  return page.getByRole('dialog');
}

describe('sharing journey', () => {
  it('invites by e-mail; the invitation waits in the panel until the invitee accepts', async () => {
    onTestFailed(() => screenshotOnFailure(owner, 'sharing-invite'));
    onTestFailed(() => screenshotOnFailure(invitee, 'sharing-accept'));
    const dialog = await openShareDialog(owner);
    await dialog.getByText('An e-mail address').click();
    await dialog.locator('input[name="email"]').fill(INVITEE.email);
    await dialog.getByText('Can edit').click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await owner.getByText(`An invitation was sent to ${INVITEE.email}.`).waitFor();
    await dialog.getByTestId('project-invitation').getByText(INVITEE.email).waitFor();
    await expect
      .poll(() => mail.messages.filter((message) => message.to.includes(INVITEE.email)).length)
      .toBe(2);
    expect(mail.messages.at(-1)?.body).toContain(`${app.url}/#/my-projects`);
    // The footer's Close (the × in the corner is named Close too).
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await invitee.goto(`${app.url}/#/my-projects`);
    const panel = invitee.getByRole('region', { name: 'Invitations' });
    await panel.getByText(`Dana Demo invites you to “${PROJECT}”`).waitFor();
    await panel.getByRole('button', { name: 'Accept' }).click();
    await invitee.getByText(`“${PROJECT}” is now in your team projects.`).waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    await invitee.getByRole('tab', { name: 'Team projects' }).click();
    await invitee.getByRole('link', { name: PROJECT }).waitFor();
  });

  it('lets the owner take over editing; the invitee’s next save is refused with the reason', async () => {
    onTestFailed(() => screenshotOnFailure(owner, 'sharing-take-over'));
    onTestFailed(() => screenshotOnFailure(invitee, 'sharing-taken-over'));
    await invitee.getByRole('link', { name: PROJECT }).click();
    await invitee.waitForURL(/#\/myprojects\/new\/P-\d{2}-\d{6}\/1$/);
    const key = invitee.url().match(/P-\d{2}-\d{6}/)?.[0] ?? '';
    // The BOM step takes the editing lock while it is open.
    await invitee.goto(`${app.url}/#/myprojects/new/${key}/2`);
    await expect.poll(async () => (await projectInfoAsOwner(key)).lock?.username).toBe(INVITEE.username);

    const dialog = await openShareDialog(owner);
    const takeOver = dialog.getByTestId('take-over-editing');
    await takeOver.getByText(`${INVITEE.username} is editing this project.`).waitFor();
    await takeOver.getByRole('button', { name: 'Take over editing' }).click();
    await owner.getByText('You now hold the editing lock of this project.').waitFor();
    await expect.poll(() => takeOver.count()).toBe(0);

    await invitee.goto(`${app.url}/#/myprojects/new/${key}/1`);
    await invitee.locator('input[name="name"]').fill('Renamed by Rita');
    await invitee.getByRole('button', { name: 'Save', exact: true }).click();
    await invitee
      .getByText('Dana Demo took over editing this project; your change was not saved.', { exact: false })
      .waitFor();
    expect((await projectInfoAsOwner(key)).name).toBe(PROJECT);
  });
});

let ownerToken: Promise<string> | undefined;

/** The owner's view through the API; signs in once (a sign-in per poll would meet the rate limit). */
async function projectInfoAsOwner(key: string): Promise<{ name: string; lock: { username: string } | null }> {
  ownerToken ??= post('/auth/login', { username: 'demo', password: 'demo1234' }).then(
    (answer) => (answer as { accessToken: string }).accessToken,
  );
  const accessToken = await ownerToken;
  const response = await fetch(`${app.url}/rest/project/info/${key}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await response.json()) as { name: string; lock: { username: string } | null };
}
