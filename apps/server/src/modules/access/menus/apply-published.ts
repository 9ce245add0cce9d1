import { BACK_OFFICE_APP_CODE, bilingual } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { menus } from '../tables';
import { loadMenuStates, lookOf, sameLook } from './menu-state';
import { menuApps } from './tables';

/** The back office's application: reference data, named once here. */
const BACK_OFFICE_APP = bilingual('后台管理', 'Back office');

export async function ensureBackOfficeApp(tx: Tx): Promise<void> {
  await tx
    .insert(menuApps)
    .values({
      appCode: BACK_OFFICE_APP_CODE,
      appName: BACK_OFFICE_APP['zh-CN'],
      appNameEn: BACK_OFFICE_APP['en-US'],
    })
    .onConflictDoNothing({ target: menuApps.appCode });
}

/**
 * Makes `menus` (what the session, the permission gate and umc_getUserMenus read) show the published state:
 * the manifests' declarations with the operators' published edits over them. Returns how many menus changed.
 */
export async function applyPublishedMenus(tx: Tx): Promise<number> {
  const current = new Map((await tx.select().from(menus)).map((row) => [row.id, row]));
  let changed = 0;
  for (const state of await loadMenuStates(tx, 'published')) {
    const row = current.get(state.menuId);
    if (!row || sameLook(row, state)) continue;
    await tx.update(menus).set(lookOf(state)).where(eq(menus.id, state.menuId));
    changed += 1;
  }
  return changed;
}
