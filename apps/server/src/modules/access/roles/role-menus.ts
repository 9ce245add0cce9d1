import type * as calls from '@procuremart/contract';
import type { RoleMenu, RoleRow } from '@procuremart/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { forgetCachedActors } from '../../../platform/actor-cache';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { menus, roleMenus, roles } from '../tables';
import { loadRole, roleInScope } from './role-list';
import { roleNotFound } from './role-steps';
import { roleForWrite } from './role-writes';

const parent = alias(menus, 'parent_menu');

/** Every menu with whether the role grants it, in sort order (the tree is built from parentCode). */
export async function roleMenuTree(
  db: Db,
  actor: Actor,
  roleIdText: string,
): Promise<{ roleId: string; menus: RoleMenu[] }> {
  const roleId = parseId(roleIdText);
  const [role] = await db.select({ id: roles.id }).from(roles).where(roleInScope(actor, roleId));
  if (!role) throw roleNotFound();
  const rows = await db
    .select({
      menuCode: menus.menuCode,
      parentCode: parent.menuCode,
      menuName: menus.menuName,
      menuNameEn: menus.menuNameEn,
      menuType: menus.menuType,
      hidden: menus.hidden,
      granted: sql<boolean>`exists (select 1 from ${roleMenus} where ${roleMenus.roleId} = ${roleId} and ${roleMenus.menuId} = ${menus.id})`,
    })
    .from(menus)
    .leftJoin(parent, eq(parent.id, menus.parentId))
    .orderBy(asc(menus.sortNo), asc(menus.id));
  return { roleId: String(roleId), menus: rows };
}

/**
 * Sets what a role grants to the codes given and every parent of them (a page checked in part is granted, an
 * access code brings its page and group); an unknown code refuses the whole call. Holders follow at their next
 * request.
 */
export async function configRoleMenus(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.configMenus>,
): Promise<RoleRow> {
  const role = await roleForWrite(tx, actor, parseId(input.roleId));
  const all = await tx.select({ id: menus.id, parentId: menus.parentId, code: menus.menuCode }).from(menus);
  const byCode = new Map(all.map((menu) => [menu.code, menu]));
  const byId = new Map(all.map((menu) => [menu.id, menu]));
  const unknown = [...new Set(input.menuCodes)].filter((code) => !byCode.has(code));
  if (unknown.length > 0) throw fieldError('role.unknownMenu', 'menuCodes', { codes: unknown.join(', ') });
  const granted = new Set<number>();
  for (const code of input.menuCodes) {
    for (let menu = byCode.get(code); menu && !granted.has(menu.id); ) {
      granted.add(menu.id);
      menu = menu.parentId === null ? undefined : byId.get(menu.parentId);
    }
  }
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
  if (granted.size > 0)
    await tx.insert(roleMenus).values([...granted].map((menuId) => ({ roleId: role.id, menuId })));
  forgetCachedActors();
  return loadRole(tx, role.id, actor);
}
