export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** A centre's message texts: dotted key → both languages. */
export type Catalogue = Record<string, { 'zh-CN': string; 'en-US': string }>;
