import { commonMessages, DEFAULT_LOCALE, LOCALES, type Locale } from '@procuremart/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, TOKEN_COOKIE } from '../app/browser-storage';
import { catalogueTree } from './catalogue-tree';
import type { BilingualTexts } from './define-texts';
import { manifestTexts } from './manifest-texts';
import { deepMerge, type TextTree } from './merge';
import { shellTexts } from './shell-texts';

export type { Locale };
export const LANGUAGE_STORAGE_KEY = 'language';
/** The logged-in user's language while the session lasts (app/settings.ts writes and clears it). */
export const USER_LOCALE_CACHE_KEY = 'userLanguage';

// The storefront's and the shell's own texts (src/**/texts.ts), so that a new page brings its texts without
// touching this file; back-office domains' texts load with their pages (domain-texts.ts).
const moduleTexts = import.meta.glob<{ default: BilingualTexts }>(['../**/texts.ts', '!../backoffice/**'], {
  eager: true,
});

function textsFor(locale: Locale): TextTree {
  const modules = Object.values(moduleTexts).map((mod) => (mod.default?.[locale] ?? {}) as TextTree);
  return deepMerge(
    // The other centres' message texts come with the pages (contract-texts.ts).
    catalogueTree(commonMessages, locale),
    manifestTexts(locale),
    ...modules,
    shellTexts[locale] as TextTree,
  );
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value);
}

function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** A reload while logged in shows the user's own language at once (cached by app/settings.ts). */
function initialLocale(): Locale {
  const loggedIn = readCookie(TOKEN_COOKIE) !== null;
  const cached =
    typeof localStorage === 'undefined' || !loggedIn ? null : localStorage.getItem(USER_LOCALE_CACHE_KEY);
  return isLocale(cached) ? cached : storedLocale();
}

function applyLocaleToPage(locale: Locale): void {
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const initial = initialLocale();
void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: textsFor('zh-CN') },
    'en-US': { translation: textsFor('en-US') },
  },
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLocaleToPage(initial);

/**
 * A field's label inside an English sentence ("Enter {{label, lowerFirst}}"): "Supplier" reads "supplier",
 * while an abbreviation ("SKU code", "ID") keeps its capitals.
 */
export function lowerFirst(value: unknown): string {
  const text = String(value ?? '');
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}
i18n.services.formatter?.add('lowerFirst', lowerFirst);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** This browser's own choice (a visitor's, or the one a user without a saved language inherits). */
export function visitorLocale(): Locale {
  return storedLocale();
}

/** Shows the interface in this language without remembering it (a logged-in user's is kept on the server). */
export function showLanguage(locale: Locale): void {
  applyLocaleToPage(locale);
  void i18n.changeLanguage(locale);
}

/** Switches the language and remembers it as this browser's choice (SPEC §1: zh-CN default, no detection). */
export function setLanguage(locale: Locale): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  showLanguage(locale);
}

export default i18n;
