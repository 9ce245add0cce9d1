import { allPages, type Locale, MENU_GROUPS } from '@procuremart/contract';
import type { TextTree } from './merge';

/** The i18n key of a back-office or storefront page's or menu group's title; its texts come from the manifests. */
export const menuTitleKey = (name: string): string => `menu.${name}`;

/** `menu.<name>` for every menu group and every manifest page, in one language. */
export function manifestTexts(locale: Locale): TextTree {
  const menu: Record<string, string> = {};
  for (const group of MENU_GROUPS) menu[group.name] = group.title[locale];
  for (const page of allPages) if (page.kind !== 'access') menu[page.name] = page.title[locale];
  return { menu };
}
