import { BACK_OFFICE_APP_CODE, DICTIONARIES, RoleCode, UserKindCode } from '@procuremart/contract';
import { inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { applyPublishedMenus, ensureBackOfficeApp } from '../menus/apply-published';
import { manifestMenus } from '../menus/manifest-menus';
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
  [RoleCode.zoneOrderQuery]: UserKindCode.operator,
};

const ROLES = DICTIONARIES.ROLE_CODE.items.map((item) => {
  const kind = ROLE_KINDS[item.code];
  if (kind === undefined) throw new Error(`role ${item.code} has no user kind`);
  return { roleCode: item.code, roleName: item.label, roleNameEn: item.labelEn, kind };
});

/**
 * Roles, menus and their default grants: reference data every installation needs, made to match the code
 * at every start (the access domain's reference seed step). Menus are upserted from the page manifests (a renamed or moved menu updates an existing
 * database) and menus no manifest declares any more are removed with their grants and operators' edits. Default
 * grants are applied once each (default-grants.ts): what operators added or removed since stays so. Operators'
 * published menu edits (menus/tables.ts) are then applied over the manifests.
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
  // Whichever application an operator moved it to, a menu no manifest declares is stale.
  const isStale = notInArray(menus.menuCode, [...menuIds.keys()]);
  await tx
    .delete(roleMenus)
    .where(inArray(roleMenus.menuId, tx.select({ id: menus.id }).from(menus).where(isStale)));
  // One statement: a stale page under a stale group goes with it (foreign keys are checked at its end).
  await tx.delete(menus).where(isStale);
  await ensureBackOfficeApp(tx);
  await applyPublishedMenus(tx);
}
