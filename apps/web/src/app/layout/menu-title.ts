import type { MenuNode } from '@procuremart/contract';
import i18n, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitleKey } from '../../i18n/manifest-texts';
import { useSession } from '../session';
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

/**
 * The title of a page by its route name as the user's menu names it (what operators published), else `fallback`
 * (the manifest's title): breadcrumbs and tabs read the same names as the side menu.
 */
export function usePublishedTitle(): (name: string, fallback: string) => string {
  const { menus } = useSession();
  const { i18n } = useTranslation();
  const names = useMemo(() => {
    const byCode = new Map<string, MenuNode>();
    const walk = (nodes: readonly MenuNode[]) => {
      for (const node of nodes) {
        byCode.set(node.menuCode, node);
        walk(node.subMenus);
      }
    };
    walk(menus);
    return byCode;
  }, [menus]);
  return (name, fallback) => {
    const node = names.get(name);
    return node && (node.menuName || node.menuNameEn) ? menuLabel(node, i18n.language) : fallback;
  };
}
