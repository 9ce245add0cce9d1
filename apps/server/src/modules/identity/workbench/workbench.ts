import { type CommonMenu, type Locale, WORKBENCH_TODO_KINDS, type Workbench } from '@procuremart/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import { countTodos, loadSection } from '../../../platform/workbench';
import { menus } from '../../access/shared-tables';
import { userPreferences } from '../tables';

/** The pages among `codes` the actor may pin: granted to it now, pages (not access codes), shown in the menu. */
async function pinnable(
  db: Db | Tx,
  actor: Actor,
  codes: readonly string[],
): Promise<Map<string, CommonMenu>> {
  const granted = codes.filter((code) => actor.menuCodes.includes(code));
  if (granted.length === 0) return new Map();
  const rows = await db
    .select({
      menuCode: menus.menuCode,
      menuName: menus.menuName,
      menuNameEn: menus.menuNameEn,
      icon: menus.icon,
    })
    .from(menus)
    .where(and(inArray(menus.menuCode, granted), eq(menus.menuType, 'page'), eq(menus.hidden, false)));
  return new Map(rows.map((row) => [row.menuCode, row]));
}

/** The user's common menus still granted and shown, in its order. */
async function loadCommonMenus(db: Db | Tx, actor: Actor): Promise<CommonMenu[]> {
  const [row] = await db
    .select({ commonMenus: userPreferences.commonMenus })
    .from(userPreferences)
    .where(eq(userPreferences.userId, actor.userId));
  const codes = row?.commonMenus ?? [];
  const allowed = await pinnable(db, actor, codes);
  return codes.flatMap((code) => allowed.get(code) ?? []);
}

/**
 * The user's workbench: its common menus, what waits for it (each to-do counted by the list it links to, which
 * the domains declare), its last orders, unread messages and the latest notices. A bounded number of queries.
 */
export async function loadWorkbench(db: Db, actor: Actor, locale: Locale): Promise<Workbench> {
  const [commonMenus, todos, recentOrders, messages, notices] = await Promise.all([
    loadCommonMenus(db, actor),
    countTodos(db, actor, WORKBENCH_TODO_KINDS),
    loadSection('recentOrders', db, actor, locale, null),
    loadSection('messages', db, actor, locale, { unread: 0, latest: [] }),
    loadSection('notices', db, actor, locale, []),
  ]);
  return { commonMenus, todos, recentOrders, messages, notices };
}

/** Keeps the user's common menus, each a page of its own menu; kept with its other preferences. */
export async function saveCommonMenusOf(
  tx: Tx,
  actor: Actor,
  codes: readonly string[],
): Promise<{ commonMenus: CommonMenu[] }> {
  const allowed = await pinnable(tx, actor, codes);
  const refused = codes.findIndex((code) => !allowed.has(code));
  if (refused >= 0) throw fieldError('workbench.menuNotGranted', `menuCodes.${refused}`);
  const updatedAt = now();
  await tx
    .insert(userPreferences)
    .values({ userId: actor.userId, commonMenus: [...codes], updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { commonMenus: [...codes], updatedAt } });
  return { commonMenus: await loadCommonMenus(tx, actor) };
}
