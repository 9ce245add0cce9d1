import { allPages, MENU_GROUPS } from '@procuremart/contract';

/** A menu as the page manifests declare it. */
export interface ManifestMenu {
  menuCode: string;
  parentCode: string | null;
  menuName: string;
  menuNameEn: string;
  icon: string | null;
  sortNo: number;
  menuType: 'group' | 'page' | 'access';
  hidden: boolean;
  roles: readonly string[];
}

/** The menus the manifests declare, parents before children; a group goes to the roles of its pages. */
export function manifestMenus(): ManifestMenu[] {
  const groups: ManifestMenu[] = MENU_GROUPS.map((group) => ({
    menuCode: group.name,
    parentCode: null,
    menuName: group.title['zh-CN'],
    menuNameEn: group.title['en-US'],
    icon: group.icon,
    sortNo: group.sortNo,
    menuType: 'group',
    hidden: false,
    roles: [...new Set(allPages.filter((p) => p.parent === group.name).flatMap((p) => p.roles))],
  }));
  // Storefront pages are open to anyone: no menu, no grant.
  const pages: ManifestMenu[] = allPages
    .flatMap((page) => (page.kind === 'public' ? [] : [page]))
    .map((page) => ({
      menuCode: page.name,
      parentCode: page.parent,
      menuName: page.title['zh-CN'],
      menuNameEn: page.title['en-US'],
      icon: page.icon,
      sortNo: page.sortNo,
      menuType: page.kind as 'page' | 'access',
      hidden: page.hidden,
      roles: page.roles,
    }));
  const ordered: ManifestMenu[] = [];
  const placed = new Set<string | null>([null]);
  let rest = [...groups, ...pages];
  while (rest.length > 0) {
    const ready = rest.filter((row) => placed.has(row.parentCode));
    if (ready.length === 0) throw new Error(`menus without a parent: ${rest.map((r) => r.menuCode)}`);
    for (const row of ready) placed.add(row.menuCode);
    ordered.push(...ready);
    rest = rest.filter((row) => !placed.has(row.menuCode));
  }
  return ordered;
}
