import type { EffectiveMenuRow, MenuUser } from '@procuremart/contract';
import { ErrorCode } from '@procuremart/contract';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { menuGrantsOf } from '../grants';
import { menus } from '../tables';

const userColumns = {
  userId: users.id,
  username: users.username,
  userName: users.userName,
  kind: users.kind,
  orgName: orgs.name,
};

type UserRow = { userId: number; username: string; userName: string; kind: number; orgName: string | null };
const toMenuUser = (row: UserRow): MenuUser => ({ ...row, userId: String(row.userId) });

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** Up to 20 users by username or name, for choosing whose menus to show. */
export async function searchUsers(db: Db, keyword: string): Promise<MenuUser[]> {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(keyword ? or(ilike(users.username, like), ilike(users.userName, like)) : undefined)
    .orderBy(asc(users.username))
    .limit(20);
  return rows.map(toMenuUser);
}

/**
 * A user's menus as published, every application's, in menu order (each parent before its children), each with
 * the grants it comes from; a group shown only for the pages under it carries none of its own.
 */
export async function effectiveMenusOf(db: Db, userId: number) {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, userId));
  if (!user) throw new BusinessError(ErrorCode.notFound, 'menus.userNotFound');
  const grants = groupBy(await menuGrantsOf(db, userId), (grant) => grant.menuId);
  const all = await db.select().from(menus).orderBy(asc(menus.sortNo), asc(menus.id));
  const byId = new Map(all.map((row) => [row.id, row]));
  const held = new Set<number>();
  for (const menuId of grants.keys())
    for (let id: number | null = menuId; id !== null && !held.has(id); id = byId.get(id)?.parentId ?? null)
      held.add(id);
  const children = groupBy(
    all.filter((row) => held.has(row.id)),
    (row) => row.parentId,
  );
  const rows: EffectiveMenuRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      rows.push({
        menuId: String(row.id),
        parentId: row.parentId === null ? null : String(row.parentId),
        menuCode: row.menuCode,
        menuType: row.menuType,
        appCode: row.appCode,
        menuName: row.menuName,
        menuNameEn: row.menuNameEn,
        hidden: row.hidden,
        grants: (grants.get(row.id) ?? []).map(({ source, code, name, nameEn }) => ({
          source,
          code,
          name,
          nameEn,
        })),
      });
      walk(row.id);
    }
  };
  walk(null);
  return { user: toMenuUser(user), rows };
}
