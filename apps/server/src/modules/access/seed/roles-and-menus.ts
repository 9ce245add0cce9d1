import {
  allPages,
  BACK_OFFICE_APP_CODE,
  DICTIONARIES,
  MENU_GROUPS,
  RoleCode,
  UserKindCode,
} from '@procuremart/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { menus, roleMenus, roles } from '../tables';
import { applyDefaultGrants, defaultGrantsOf } from './default-grants';

/** The kind of user each role is meant for; the roles' names are the ROLE_CODE dictionary's. */
const ROLE_KINDS: Readonly<Record<string, number>> = {
  [RoleCode.buyer]: UserKindCode.purchaser,
  [RoleCode.buyerAlt]: UserKindCode.purchaser,
  [RoleCode.externalBuyer]: UserKindCode.purchaser,
  [RoleCode.paymentPlanner]: UserKindCode.purchaser,
  [RoleCode.approver]: UserKindCode.purchaser,
  [RoleCode.orgAdmin]: UserKindCode.purchaser,
  [RoleCode.supplier]: UserKindCode.supplier,
  [RoleCode.operator]: UserKindCode.operator,
  [RoleCode.operatorStaff]: UserKindCode.operator,
};

const ROLES = DICTIONARIES.ROLE_CODE.items.map((item) => {
  const kind = ROLE_KINDS[item.code];
  if (kind === undefined) throw new Error(`role ${item.code} has no user kind`);
  return { roleCode: item.code, roleName: item.label, roleNameEn: item.labelEn, kind };
});

interface MenuRow {
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
function manifestMenus(): MenuRow[] {
  const groups: MenuRow[] = MENU_GROUPS.map((group) => ({
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
  const pages: MenuRow[] = allPages
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
  const ordered: MenuRow[] = [];
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

/**
 * Roles, menus and their default grants: reference data every installation needs, made to match the code
 * at every start (the access domain's reference seed step). Menus are upserted from the page manifests (a renamed or moved menu updates an existing
 * database) and menus no manifest declares any more are removed with their grants. Default grants are applied
 * once each (default-grants.ts): what operators added or removed since stays so.
 */
export async function ensureRolesAndMenus(tx: Tx): Promise<void> {
  await tx.insert(roles).values(ROLES).onConflictDoNothing({ target: roles.roleCode });
  const roleIds = new Map(
    (await tx.select({ id: roles.id, code: roles.roleCode }).from(roles)).map((r) => [r.code, r.id]),
  );
  const menuIds = new Map<string, number>();
  const rows = manifestMenus();
  for (const row of rows) {
    const values = {
      parentId: row.parentCode === null ? null : (menuIds.get(row.parentCode) ?? null),
      menuCode: row.menuCode,
      menuName: row.menuName,
      menuNameEn: row.menuNameEn,
      appCode: BACK_OFFICE_APP_CODE,
      icon: row.icon,
      sortNo: row.sortNo,
      isVue: true,
      menuType: row.menuType,
      hidden: row.hidden,
    };
    const [saved] = await tx
      .insert(menus)
      .values(values)
      .onConflictDoUpdate({ target: menus.menuCode, set: values })
      .returning({ id: menus.id });
    menuIds.set(row.menuCode, saved.id);
  }
  await applyDefaultGrants(tx, defaultGrantsOf(rows), roleIds, menuIds);
  const declared = [...menuIds.keys()];
  const isStale = and(eq(menus.appCode, BACK_OFFICE_APP_CODE), notInArray(menus.menuCode, declared));
  await tx
    .delete(roleMenus)
    .where(inArray(roleMenus.menuId, tx.select({ id: menus.id }).from(menus).where(isStale)));
  // One statement: a stale page under a stale group goes with it (foreign keys are checked at its end).
  await tx.delete(menus).where(isStale);
}
