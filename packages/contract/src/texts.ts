import type { Locale } from './messages';

/** A text in both interface languages, for names declared in code (menus, audit labels). */
export type Bilingual = Readonly<Record<Locale, string>>;

export const bilingual = (zhCN: string, enUS: string): Bilingual => ({ 'zh-CN': zhCN, 'en-US': enUS });
