import type { Page } from 'playwright-core';
import { followRequests } from './network-quiet.ts';

/** Signs in through the form, as a person would; from the sign-in page the app was sent to, if asked. */
export async function signInThroughForm(
  page: Page,
  appUrl: string,
  username: string,
  password: string,
  options: { isOnLoginPage?: boolean } = {},
): Promise<void> {
  // From before the live-update stream opens, so waits for a quiet network can leave it out.
  followRequests(page);
  if (!options.isOnLoginPage) await page.goto(`${appUrl}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
