import type { Page } from 'playwright-core';
import { seeText, waitForRoute } from './back-office';
import { openLoginInEnglish } from './orders';

const WAIT = { timeout: 20_000 };
/** The initial password an administrator gives a new member in the flows, and the one the member then chooses. */
export const INITIAL_PASSWORD = 'Start#2026a';
const OWN_PASSWORD = 'Mine#2026b';

/** A new member signs in with the initial password, is sent to change it, and lands on its home. */
export async function firstSignIn(page: Page, english: boolean, changed: string, username: string) {
  await openLoginInEnglish(page, english);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(INITIAL_PASSWORD);
  await page.getByTestId('login-submit').click();
  await waitForRoute(page, /^#\/changePassword/);
  await page.locator('#oldPassword').fill(INITIAL_PASSWORD);
  await page.locator('#password').fill(OWN_PASSWORD);
  await page.locator('#confirmPassword').fill(OWN_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await seeText(page, changed);
  await waitForRoute(page, /^#\/index\/memberCenter/);
  await page.getByTestId('user-menu').waitFor(WAIT);
}
