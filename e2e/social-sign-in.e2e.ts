import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type LocalIdentityProvider,
  startLocalIdentityProvider,
  TEST_USERS,
} from '../apps/server/test/fakes/oidc-idp.ts';
import { launchBrowser, screenshotOnFailure } from './support/browser.ts';
import { closeJourney, sidewaysOverflow, viewportOptions } from './support/journey.ts';
import { freePort, type RunningApp, startApp } from './support/server.ts';

// Social sign-in as a new customer sees it: the sign-in page offers Google and LinkedIn; "Continue with
// Google" goes to the identity provider (a real OpenID Connect provider on 127.0.0.1 standing in for the
// broker), its own sign-in form, and back: a new account lands on the thank-you page, then the Homepage;
// the same person coming back lands on the Homepage at once. A provider whose e-mail is not verified and
// belongs to an account signs no one in, and the sign-in page says what to do. An account without a
// password is offered a link to set one before it can be deleted.
let app: RunningApp;
let idp: LocalIdentityProvider;
let browser: Browser;

const NEWCOMER = 'gina';

beforeAll(async () => {
  const port = await freePort();
  idp = await startLocalIdentityProvider({
    redirectUris: [`http://127.0.0.1:${port}/auth/oidc/callback`],
    users: {
      ...TEST_USERS,
      [NEWCOMER]: {
        email: 'gina.google@gmail.test',
        email_verified: true,
        given_name: 'Gina',
        family_name: 'Google',
        name: 'Gina Google',
        locale: 'en',
      },
    },
  });
  app = await startApp(idp.env(), { port });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await closeJourney({ app, browser });
  await idp?.stop();
});

/** From the sign-in page through the provider's own form, signed in there as `login`. */
async function continueWithGoogle(page: Page, login: string): Promise<void> {
  await page.goto(`${app.url}/#/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
}

describe('signing in with Google', () => {
  it('creates the account of a new person: thank-you page, then the Homepage', async () => {
    const page = await browser.newPage(viewportOptions(1440));
    onTestFailed(() => screenshotOnFailure(page, 'social-sign-in-new'));
    await page.goto(`${app.url}/#/login`);
    await page.getByRole('link', { name: 'Continue with LinkedIn' }).waitFor();
    await continueWithGoogle(page, NEWCOMER);
    await page.getByRole('heading', { name: 'Welcome, Gina!' }).waitFor();
    expect(page.url()).toContain('#/thank_you');
    // The broker was told which social provider to show.
    expect(idp.hints.at(-1)).toBe('google');
    await page.getByRole('link', { name: 'Continue to your Homepage' }).click();
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    await page.context().close();
  });

  it('signs the same person in again straight to the Homepage, on a phone too', async () => {
    const page = await browser.newPage(viewportOptions(375));
    onTestFailed(() => screenshotOnFailure(page, 'social-sign-in-returning'));
    await continueWithGoogle(page, NEWCOMER);
    await page.getByRole('heading', { name: 'Welcome to the product' }).waitFor();
    expect(page.url()).not.toContain('thank_you');
    expect(await sidewaysOverflow(page)).toBe(0);
    // No password to change: My Profile offers the e-mailed link that sets a first one instead.
    await page.goto(`${app.url}/#/profile`);
    const firstPassword = page.getByTestId('set-first-password');
    await firstPassword.getByText('Set a password', { exact: true }).waitFor();
    await firstPassword.getByRole('button', { name: 'E-mail me a link to set a password' }).waitFor();
    // Changing the address asks for a password too: the card says to set one first.
    await page.getByTestId('email-needs-password').getByText('set one first').waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    // Nor a password to prove it is her at the keyboard: deleting the account offers the same link.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('delete-account-no-password').waitFor();
    await dialog.getByRole('button', { name: 'E-mail me a link to set a password' }).click();
    await dialog.getByText('We have sent the link to your e-mail address.').waitFor();
    await page.context().close();
  });

  it('refuses an unverified address that belongs to an account, and says what to do', async () => {
    // Uma has a password account with the address her provider did not verify.
    const signup = await fetch(`${app.url}/rest/open/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'uma',
        email: TEST_USERS.unverified?.email,
        password: 'Correct-Horse-Battery-42',
        firstname: 'Uma',
        lastname: 'Unverified',
        acceptTerms: true,
      }),
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const page = await browser.newPage(viewportOptions(1440));
    onTestFailed(() => screenshotOnFailure(page, 'social-sign-in-unverified'));
    await continueWithGoogle(page, 'unverified');
    await page.getByText('link the provider from My Profile').waitFor();
    expect(page.url()).toContain('#/login');
    await page.context().close();
  });

  it('shows the social-login error when the provider refuses', async () => {
    const page = await browser.newPage(viewportOptions(1440));
    onTestFailed(() => screenshotOnFailure(page, 'social-sign-in-failed'));
    // The person cancels at the provider: it sends the browser back with an error instead of a code.
    await page.goto(`${app.url}/#/login`);
    const authorize = page.waitForRequest((request) => request.url().startsWith(idp.issuer));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    const state = new URL((await authorize).url()).searchParams;
    await page.waitForURL((url) => url.origin === idp.issuer);
    expect(state.get('code_challenge_method')).toBe('S256');
    await page.goto(`${app.url}/auth/oidc/callback?error=access_denied&state=${state.get('state') ?? ''}`);
    await page.getByText('Error occurred while login with social account..').waitFor();
    await page.context().close();
  });
});
