import type { Preferences } from '@procuremart/contract';
import { savePreferences } from '@procuremart/contract/refs';
import { api } from '../api/client';
import {
  currentLocale,
  type Locale,
  setLanguage,
  showLanguage,
  USER_LOCALE_CACHE_KEY,
  visitorLocale,
} from '../i18n';
import { LocalKey, readCookie, readJson, TOKEN_COOKIE, writeJson } from './browser-storage';
import { createStore, useStore } from './store';
import { isThemeName, storedTheme, THEME_STORAGE_KEY, type ThemeName } from './theme';

export interface Settings {
  locale: Locale;
  theme: ThemeName;
  /** Whose settings these are: a logged-in user's (kept on the server) or null, this browser's visitor's. */
  userId: string | null;
}

/** The logged-in user's settings, cached for the session so that a reload shows them before the server answers. */
interface CachedUserSettings {
  userId: string;
  theme: ThemeName;
}

function initialSettings(): Settings {
  const cached = readJson<CachedUserSettings>(localStorage, LocalKey.userSettings);
  if (cached && isThemeName(cached.theme) && readCookie(TOKEN_COOKIE) !== null) {
    return { locale: currentLocale(), theme: cached.theme, userId: cached.userId };
  }
  return { locale: currentLocale(), theme: storedTheme(), userId: null };
}

/** Theme and language: a logged-in user's own, else the ones this browser's visitor chose. */
export const settingsStore = createStore<Settings>(initialSettings());

export function useSettings(): Settings {
  return useStore(settingsStore);
}

function show(next: Settings): void {
  if (next.locale !== currentLocale()) showLanguage(next.locale);
  if (next.userId) {
    writeJson(localStorage, LocalKey.userSettings, { userId: next.userId, theme: next.theme });
    localStorage.setItem(USER_LOCALE_CACHE_KEY, next.locale);
  } else {
    localStorage.removeItem(LocalKey.userSettings);
    localStorage.removeItem(USER_LOCALE_CACHE_KEY);
  }
  settingsStore.set(next);
}

/** At login: the user's own choices; what the user never chose stays as this browser's visitor has it. */
export function applyUserPreferences(userId: string, preferences: Preferences): void {
  show({
    userId,
    theme: preferences.theme ?? storedTheme(),
    locale: preferences.locale ?? visitorLocale(),
  });
}

/** At logout or expiry: back to what this browser's visitor chose. */
export function restoreVisitorSettings(): void {
  show({ userId: null, theme: storedTheme(), locale: visitorLocale() });
}

function keep(change: { theme?: ThemeName; locale?: Locale }): void {
  // A user's choice goes with the account (on the server); a visitor's stays in this browser.
  if (settingsStore.get().userId) void api(savePreferences, change).catch(() => undefined);
  else if (change.theme) localStorage.setItem(THEME_STORAGE_KEY, change.theme);
  else if (change.locale) setLanguage(change.locale);
}

export function changeLocale(locale: Locale): void {
  keep({ locale });
  show({ ...settingsStore.get(), locale });
}

export function changeTheme(theme: ThemeName): void {
  keep({ theme });
  show({ ...settingsStore.get(), theme });
}
