// Local browser data named by SPEC §3: the auth-token cookie, userData in localStorage and session keys.

export const TOKEN_COOKIE = 'auth-token';
export const UUID_COOKIE = 'uuid';

export const LocalKey = {
  userData: 'userData',
  language: 'language',
  theme: 'theme',
  /** SPEC §7: the dictionaries with the date they were loaded. */
  dictionaries: 'dictionaries',
  /** The logged-in user's theme for the session (app/settings.ts). */
  userSettings: 'userSettings',
  tabsOf: (userId: string) => `tabs:${userId}`,
} as const;

/** Session keys cleared on logout (SPEC §3, §4). */
export const SessionKey = {
  auth: 'auth',
  menuList: 'menuList',
  activeName: 'activeName',
  orgList: 'uOrgList',
  changeFlag: 'isChangeFlag',
  searchParam: 'searchParam',
  allMenuCodes: 'allmenudata',
  userId: 'user_id',
  selectedActivity: 'selectedActivity',
  selectedBusiness: 'selectedBusiness',
} as const;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

// document.cookie rather than the Cookie Store API: the latter is asynchronous and missing in some browsers.
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function readJson<T>(storage: Storage, key: string): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
