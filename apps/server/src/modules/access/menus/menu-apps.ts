import {
  BACK_OFFICE_APP_CODE,
  type CallInput,
  ErrorCode,
  type MenuAppRow,
  type saveMenuApp,
} from '@procuremart/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError, fieldError } from '../../../platform/errors';
import { menus } from '../tables';
import { loadMenuStates } from './menu-state';
import { menuApps } from './tables';

const appNotFound = () => new BusinessError(ErrorCode.notFound, 'menus.appNotFound');

/** Every application in sort order, with the groups published in it. */
export async function listApps(db: Db | Tx): Promise<MenuAppRow[]> {
  const groups = new Map(
    (
      await db
        .select({ appCode: menus.appCode, n: count() })
        .from(menus)
        .where(eq(menus.menuType, 'group'))
        .groupBy(menus.appCode)
    ).map((r) => [r.appCode, r.n]),
  );
  const apps = await db.select().from(menuApps).orderBy(asc(menuApps.sortNo), asc(menuApps.id));
  return apps.map((app) => ({
    appId: String(app.id),
    appCode: app.appCode,
    appName: app.appName,
    appNameEn: app.appNameEn,
    sortNo: app.sortNo,
    builtIn: app.appCode === BACK_OFFICE_APP_CODE,
    groupCount: groups.get(app.appCode) ?? 0,
  }));
}

async function appRow(tx: Tx, appId: number): Promise<MenuAppRow> {
  const row = (await listApps(tx)).find((app) => app.appId === String(appId));
  if (!row) throw appNotFound();
  return row;
}

export async function saveApp(tx: Tx, input: CallInput<typeof saveMenuApp>): Promise<MenuAppRow> {
  const { appCode, appName, appNameEn, sortNo } = input;
  if (input.appId !== undefined) {
    const [app] = await tx
      .select()
      .from(menuApps)
      .where(eq(menuApps.id, Number(input.appId)));
    if (!app) throw appNotFound();
    if (app.appCode !== appCode) throw fieldError('menus.appCodeFixed', 'appCode');
    await tx.update(menuApps).set({ appName, appNameEn, sortNo }).where(eq(menuApps.id, app.id));
    return appRow(tx, app.id);
  }
  const [taken] = await tx.select({ id: menuApps.id }).from(menuApps).where(eq(menuApps.appCode, appCode));
  if (taken) throw fieldError('menus.appCodeTaken', 'appCode');
  const [created] = await tx
    .insert(menuApps)
    .values({ appCode, appName, appNameEn, sortNo })
    .returning({ id: menuApps.id });
  return appRow(tx, created.id);
}

/** Deletes an application no group is in, as published or in the draft. */
export async function deleteApp(tx: Tx, appId: number) {
  const [app] = await tx.select().from(menuApps).where(eq(menuApps.id, appId));
  if (!app) throw appNotFound();
  if (app.appCode === BACK_OFFICE_APP_CODE) throw new BusinessError(ErrorCode.business, 'menus.appBuiltIn');
  const inUse = new Set<number>();
  for (const stage of ['draft', 'published'] as const)
    for (const s of await loadMenuStates(tx, stage))
      if (s.menuType === 'group' && s.appCode === app.appCode) inUse.add(s.menuId);
  if (inUse.size > 0) throw new BusinessError(ErrorCode.business, 'menus.appInUse', { count: inUse.size });
  await tx.delete(menuApps).where(and(eq(menuApps.id, appId), ne(menuApps.appCode, BACK_OFFICE_APP_CODE)));
  return { appId: String(appId) };
}
