import type { RoleMenu } from '@procuremart/contract';

/** A node of the role's menu tree, as antd's Tree takes it. */
export interface MenuTreeNode {
  key: string;
  title: string;
  /** 'view' is the page itself, first under a page that has hidden pages or access codes. */
  kind: 'group' | 'page' | 'access' | 'view';
  children?: MenuTreeNode[];
}

/** The key of a page's own leaf ("open the page") under a page with children. */
const VIEW = '#view';

/**
 * The tree antd shows and the leaves to tick: groups, pages and, under a page, its hidden pages and access codes.
 * A page with children gets a first leaf of its own ("open the page") so that a page granted without all of its
 * access codes shows half-checked, and its group with it; antd works out every parent's state from the leaves.
 */
export function menuTree(
  menus: readonly RoleMenu[],
  name: (menu: RoleMenu) => string,
  viewTitle: string,
): { nodes: MenuTreeNode[]; checked: string[] } {
  const childrenOf = new Map<string | null, RoleMenu[]>();
  for (const menu of menus) {
    const parent = menus.some((m) => m.menuCode === menu.parentCode) ? menu.parentCode : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), menu]);
  }
  const checked: string[] = [];
  const node = (menu: RoleMenu): MenuTreeNode => {
    const kind = menu.menuType === 'group' ? 'group' : menu.menuType === 'access' ? 'access' : 'page';
    const kids = (childrenOf.get(menu.menuCode) ?? []).map(node);
    if (kids.length === 0) {
      if (menu.granted) checked.push(menu.menuCode);
      return { key: menu.menuCode, title: name(menu), kind };
    }
    if (kind === 'group') return { key: menu.menuCode, title: name(menu), kind, children: kids };
    const own = `${menu.menuCode}${VIEW}`;
    if (menu.granted) checked.push(own);
    return {
      key: menu.menuCode,
      title: name(menu),
      kind,
      children: [{ key: own, title: viewTitle, kind: 'view' }, ...kids],
    };
  };
  const nodes = (childrenOf.get(null) ?? []).map(node);
  return { nodes, checked };
}

/** The menu codes the ticked leaves grant (the server adds every parent). */
export const grantedCodes = (checkedLeaves: readonly string[]): string[] => [
  ...new Set(checkedLeaves.map((key) => (key.endsWith(VIEW) ? key.slice(0, -VIEW.length) : key))),
];
