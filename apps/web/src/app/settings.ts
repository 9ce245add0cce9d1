import { currentLocale, type Locale, setLanguage } from '../i18n';
import { createStore, useStore } from './store';
import { storedTheme, THEME_STORAGE_KEY, type ThemeName } from './theme';

export interface Settings {
  locale: Locale;
  theme: ThemeName;
}

/** Personal display settings, remembered in this browser. */
export const settingsStore = createStore<Settings>({ locale: currentLocale(), theme: storedTheme() });

export function useSettings(): Settings {
  return useStore(settingsStore);
}

export function changeLocale(locale: Locale): void {
  setLanguage(locale);
  settingsStore.set((s) => ({ ...s, locale }));
}

export function changeTheme(theme: ThemeName): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  settingsStore.set((s) => ({ ...s, theme }));
}
