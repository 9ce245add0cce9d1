import type { MenuNode } from '@procuremart/contract';
import { localName } from '../../i18n/local-name';

/** The menu name in the current language. */
export function menuLabel(node: Pick<MenuNode, 'menuName' | 'menuNameEn'>, locale: string): string {
  return localName(locale, node.menuName, node.menuNameEn);
}

/** The chain of menu nodes from the top group down to `code` (menuLeval, for breadcrumbs); empty when absent. */
export function menuChain(menus: readonly MenuNode[], code: string): MenuNode[] {
  for (const node of menus) {
    if (node.menuCode === code) return [node];
    const below = menuChain(node.subMenus, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Every page entry of the menu (nodes without children), in menu order. */
export function menuLeaves(menus: readonly MenuNode[]): MenuNode[] {
  return menus.flatMap((node) => (node.subMenus.length > 0 ? menuLeaves(node.subMenus) : [node]));
}

/** Menu pages whose name (either language) or code contains the search text, case-insensitively. */
export function searchMenu(menus: readonly MenuNode[], text: string): MenuNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return menuLeaves(menus).filter((node) =>
    [node.menuName, node.menuNameEn, node.menuCode].some((value) => value.toLowerCase().includes(needle)),
  );
}

/** Drops menu entries whose page is flagged hidden, and groups left empty by that. */
export function withoutHidden(menus: readonly MenuNode[], isHidden: (code: string) => boolean): MenuNode[] {
  return menus.flatMap((node) => {
    if (isHidden(node.menuCode)) return [];
    if (node.subMenus.length === 0) return [node];
    const subMenus = withoutHidden(node.subMenus, isHidden);
    return subMenus.length > 0 ? [{ ...node, subMenus }] : [];
  });
}
