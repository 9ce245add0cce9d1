import type { MenuNode } from '@procuremart/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { heldRoleIds } from '../grants';
import { menus, roleMenus, roles } from '../tables';

type MenuRow = typeof menus.$inferSelect;

/** Builds the tree of granted menus; a group shows when it or any descendant is granted. */
function buildTree(rows: MenuRow[], granted: Set<number>): MenuNode[] {
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const toNodes = (parentId: number | null): MenuNode[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      const subMenus = toNodes(row.id);
      if (!granted.has(row.id) && subMenus.length === 0) return [];
      return [
        {
          menuId: String(row.id),
          parentId: row.parentId === null ? null : String(row.parentId),
          menuCode: row.menuCode,
          menuName: row.menuName,
          menuNameEn: row.menuNameEn,
          icon: row.icon,
          isVue: row.isVue,
          subMenus,
        },
      ];
    });
  return toNodes(null);
}

/** The menu tree of one application the actor's active roles grant, in sort order. */
export async function userMenuTree(db: Db, actor: Actor, appCode: string): Promise<MenuNode[]> {
  const rows = await db
    .select()
    .from(menus)
    // Detail pages and access codes are granted like menus but never shown in the tree.
    .where(and(eq(menus.appCode, appCode), eq(menus.hidden, false)))
    .orderBy(asc(menus.sortNo), asc(menus.id));
  const grantedRows = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .where(and(sql`${roles.id} in ${heldRoleIds(actor.userId)}`, eq(roles.status, 1)));
  return buildTree(rows, new Set(grantedRows.map((r) => r.menuId)));
}

/** Every menu code that exists: a route with one of these names needs it in the user's own list. */
export async function allMenuCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ menuCode: menus.menuCode }).from(menus).orderBy(asc(menus.menuCode));
  return rows.map((r) => r.menuCode);
}
