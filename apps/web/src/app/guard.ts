import { LOGIN_PATH } from './route-paths';
import type { RouteEntry } from './route-types';

export interface GuardSession {
  hasToken: boolean;
  /** Every menu code that exists (umc_getAllMenuCodes); null while not loaded. */
  allMenuCodes: readonly string[] | null;
  /** The user's own menu codes; null while not loaded. */
  menuCodeList: readonly string[] | null;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'login'; to: string }
  | { type: 'notFound' }
  | { type: 'wait' };

export function loginAddress(redirect: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** Whether a logged-in user with these codes may open a route (SPEC §4 entitlement rule). */
export function isEntitled(
  name: string,
  allMenuCodes: readonly string[],
  menuCodeList: readonly string[],
): boolean {
  return !allMenuCodes.includes(name) || menuCodeList.includes(name);
}

/**
 * SPEC §4 navigation guard: no token → only public or noAuth pages, else login with the encoded current
 * address; with a token, a route named in the all-menu-codes list needs that code in the user's own list,
 * else 404; other names pass.
 */
export function decideNavigation(entry: RouteEntry, session: GuardSession, address: string): GuardDecision {
  if (entry.public || entry.noAuth) return { type: 'allow' };
  if (!session.hasToken) return { type: 'login', to: loginAddress(address) };
  if (session.allMenuCodes === null || session.menuCodeList === null) return { type: 'wait' };
  return isEntitled(entry.name, session.allMenuCodes, session.menuCodeList)
    ? { type: 'allow' }
    : { type: 'notFound' };
}

/** Only addresses inside this app are followed after login; anything else goes home. */
export function safeRedirect(redirect: string | null, fallback: string): string {
  const inApp = redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith(LOGIN_PATH);
  return inApp && redirect ? redirect : fallback;
}
