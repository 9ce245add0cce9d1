import { deleteCookie, LocalKey, SessionKey, TOKEN_COOKIE, UUID_COOKIE } from './browser-storage';

/** What the AE401 flow clears (SPEC §4): user data, auth, organisation list, change flag, auth cookie. */
export function clearExpiredSessionData(): void {
  localStorage.removeItem(LocalKey.userData);
  for (const key of [SessionKey.auth, SessionKey.orgList, SessionKey.changeFlag, SessionKey.userId]) {
    sessionStorage.removeItem(key);
  }
  deleteCookie(TOKEN_COOKIE);
}

/** What logout clears (SPEC §4): token and uuid cookies, user data, selections, menu/auth/search/org data. */
export function clearLoggedOutData(): void {
  clearExpiredSessionData();
  deleteCookie(UUID_COOKIE);
  for (const key of Object.values(SessionKey)) sessionStorage.removeItem(key);
}
