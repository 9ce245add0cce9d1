import { DEFAULT_LOCALE, LOCALES, type Locale, messages } from '@procuremart/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './en-US';
import { deepMerge, nestDottedKeys, type TextTree } from './merge';
import zhCN from './zh-CN';

export type { Locale };
export const LANGUAGE_STORAGE_KEY = 'language';

type ModuleTexts = { default: Record<Locale, TextTree> };
// Every module's own texts (src/**/texts.ts), so that a new page brings its texts without touching this file.
const moduleTexts = import.meta.glob<ModuleTexts>('../**/texts.ts', { eager: true });

function contractTexts(locale: Locale): TextTree {
  const flat: Record<string, string> = {};
  for (const [key, texts] of Object.entries(messages)) flat[key] = texts[locale];
  return nestDottedKeys(flat);
}

function textsFor(locale: Locale, own: TextTree): TextTree {
  const modules = Object.values(moduleTexts).map((mod) => mod.default?.[locale] ?? {});
  return deepMerge(contractTexts(locale), ...modules, own);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value);
}

function storedLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

function applyLocaleToPage(locale: Locale): void {
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const initial = storedLocale();
void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: textsFor('zh-CN', zhCN) },
    'en-US': { translation: textsFor('en-US', enUS) },
  },
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLocaleToPage(initial);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the language and remembers the choice (SPEC §1: zh-CN default, no detection). */
export function setLanguage(locale: Locale): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  applyLocaleToPage(locale);
  void i18n.changeLanguage(locale);
}

export default i18n;
