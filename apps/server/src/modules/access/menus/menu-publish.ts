import { ErrorCode } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { applyPublishedMenus } from './apply-published';
import { type MenuStage, pendingMenus } from './menu-state';
import { menuOverrides } from './tables';

/** Replaces one stage's edits with a copy of the other's. */
async function copyStage(tx: Tx, from: MenuStage, to: MenuStage): Promise<void> {
  await tx.delete(menuOverrides).where(eq(menuOverrides.stage, to));
  const rows = await tx.select().from(menuOverrides).where(eq(menuOverrides.stage, from));
  if (rows.length > 0) await tx.insert(menuOverrides).values(rows.map((row) => ({ ...row, stage: to })));
}

const publication = async (tx: Tx) => {
  const changed = await pendingMenus(tx);
  return {
    changedCount: changed.length,
    menuIds: changed.map((s) => String(s.menuId)),
    menuCodes: changed.map((s) => s.menuCode),
  };
};

/** publishMenusInitial: the draft starts again from what users see. */
export async function restartDraft(tx: Tx) {
  const result = await publication(tx);
  await copyStage(tx, 'published', 'draft');
  return result;
}

/** publishMenusSave: the draft becomes what users see. */
export async function publishDraft(tx: Tx) {
  const result = await publication(tx);
  if (result.changedCount === 0) throw new BusinessError(ErrorCode.business, 'menus.nothingToPublish');
  await copyStage(tx, 'draft', 'published');
  await applyPublishedMenus(tx);
  return result;
}
