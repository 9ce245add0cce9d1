import type { MenuNode } from '@procuremart/contract';
import i18n, { type TFunction } from 'i18next';
import { menuTitleKey } from '../../i18n/manifest-texts';
import { menuLabel } from './menu-model';

/** A menu entry's title as the manifests say (menu.<code>), else the name the server sent, in the current language. */
export function menuTitle(
  t: TFunction,
  node: Pick<MenuNode, 'menuCode' | 'menuName' | 'menuNameEn'>,
): string {
  const key = menuTitleKey(node.menuCode);
  return i18n.exists(key) ? t(key) : menuLabel(node, i18n.language);
}
