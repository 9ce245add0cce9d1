import type { MenuNode } from '@procuremart/contract';
import i18n, { type TFunction } from 'i18next';
import { menuTitleKey } from '../../i18n/manifest-texts';
import { menuLabel } from './menu-model';

/**
 * A menu entry's title in the current language: the name the server sent (the manifest's, or what an operator
 * published in menu management), else the manifest's title (menu.<code>).
 */
export function menuTitle(
  t: TFunction,
  node: Pick<MenuNode, 'menuCode' | 'menuName' | 'menuNameEn'>,
): string {
  if (node.menuName || node.menuNameEn) return menuLabel(node, i18n.language);
  const key = menuTitleKey(node.menuCode);
  return i18n.exists(key) ? t(key) : node.menuCode;
}
