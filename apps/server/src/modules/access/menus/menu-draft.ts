import type { CallInput, MenuDraftRow, reorderMenuDraft, saveMenuDraft } from '@procuremart/contract';
import { ErrorCode } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError, fieldError } from '../../../platform/errors';
import { loadMenuStates, type MenuLook, type MenuState, pendingMenus, sameLook } from './menu-state';
import { menuApps, menuOverrides } from './tables';

const menuNotFound = () => new BusinessError(ErrorCode.notFound, 'menus.menuNotFound');

function draftRow(draft: MenuState, published: MenuState | undefined): MenuDraftRow {
  return {
    menuId: String(draft.menuId),
    parentId: draft.parentId === null ? null : String(draft.parentId),
    menuCode: draft.menuCode,
    menuType: draft.menuType === 'group' ? 'group' : 'page',
    icon: draft.icon,
    appCode: draft.appCode,
    menuName: draft.menuName,
    menuNameEn: draft.menuNameEn,
    sortNo: draft.sortNo,
    hidden: draft.hidden,
    defaultName: draft.declared.menuName,
    defaultNameEn: draft.declared.menuNameEn,
    overridden: draft.overridden,
    pending: published !== undefined && !sameLook(draft, published),
  };
}

/** The draft's editable menus of one application, with the number of changes publishing would make anywhere. */
export async function menuDraft(db: Db | Tx, appCode: string) {
  const published = new Map((await loadMenuStates(db, 'published')).map((s) => [s.menuId, s]));
  const drafts = await loadMenuStates(db, 'draft');
  const rows = drafts
    .filter((s) => s.editable && s.appCode === appCode)
    .map((s) => draftRow(s, published.get(s.menuId)));
  return { rows, pendingCount: (await pendingMenus(db)).length };
}

async function draftRowOf(tx: Tx, menuId: number): Promise<MenuDraftRow> {
  const draft = (await loadMenuStates(tx, 'draft')).find((s) => s.menuId === menuId);
  const published = (await loadMenuStates(tx, 'published')).find((s) => s.menuId === menuId);
  if (!draft) throw menuNotFound();
  return draftRow(draft, published);
}

/** Keeps a menu's draft look; a look equal to the manifest's is no edit at all. */
async function keepDraft(tx: Tx, state: MenuState, look: MenuLook): Promise<void> {
  await tx
    .delete(menuOverrides)
    .where(and(eq(menuOverrides.menuId, state.menuId), eq(menuOverrides.stage, 'draft')));
  if (sameLook(look, state.declared)) return;
  await tx.insert(menuOverrides).values({
    menuId: state.menuId,
    stage: 'draft',
    menuName: look.menuName,
    menuNameEn: look.menuNameEn,
    sortNo: look.sortNo,
    hidden: look.hidden,
    parentId: state.menuType === 'group' ? null : look.parentId,
    appCode: state.menuType === 'group' ? look.appCode : null,
  });
}

async function editableDraft(tx: Tx, menuId: number): Promise<{ state: MenuState; all: MenuState[] }> {
  const all = await loadMenuStates(tx, 'draft');
  const state = all.find((s) => s.menuId === menuId);
  if (!state) throw menuNotFound();
  if (!state.editable) throw new BusinessError(ErrorCode.business, 'menus.notEditable');
  return { state, all };
}

export async function saveDraft(tx: Tx, input: CallInput<typeof saveMenuDraft>): Promise<MenuDraftRow> {
  const { state, all } = await editableDraft(tx, Number(input.menuId));
  const isGroup = state.menuType === 'group';
  let parentId = state.parentId;
  let appCode = state.appCode;
  if (input.parentId !== undefined) {
    if (isGroup && input.parentId !== null) throw fieldError('menus.groupHasNoParent', 'parentId');
    if (!isGroup) {
      const group = all.find((s) => String(s.menuId) === input.parentId);
      if (group?.menuType !== 'group') throw fieldError('menus.parentNotGroup', 'parentId');
      parentId = group.menuId;
    }
  }
  if (input.appCode !== undefined && input.appCode !== appCode) {
    if (!isGroup) throw fieldError('menus.pageFollowsGroup', 'appCode');
    const [app] = await tx.select().from(menuApps).where(eq(menuApps.appCode, input.appCode));
    if (!app) throw fieldError('menus.appNotFound', 'appCode');
    appCode = input.appCode;
  }
  const { menuName, menuNameEn, sortNo, hidden } = input;
  await keepDraft(tx, state, { parentId, appCode, menuName, menuNameEn, sortNo, hidden });
  return draftRowOf(tx, state.menuId);
}

export async function resetDraft(tx: Tx, menuId: number): Promise<MenuDraftRow> {
  const { state } = await editableDraft(tx, menuId);
  await keepDraft(tx, state, state.declared);
  return draftRowOf(tx, menuId);
}

/** Puts one level of an application's draft in the order given: sort numbers 10, 20, … */
export async function reorderDraft(tx: Tx, input: CallInput<typeof reorderMenuDraft>) {
  const all = await loadMenuStates(tx, 'draft');
  const parentId = input.parentId === null ? null : Number(input.parentId);
  const siblings = all.filter((s) => s.editable && s.appCode === input.appCode && s.parentId === parentId);
  const named = new Set(input.menuIds);
  if (
    named.size !== input.menuIds.length ||
    siblings.length !== named.size ||
    siblings.some((s) => !named.has(String(s.menuId)))
  )
    throw fieldError('menus.reorderIncomplete', 'menuIds');
  for (const [index, id] of input.menuIds.entries()) {
    const state = siblings.find((s) => String(s.menuId) === id) as MenuState;
    await keepDraft(tx, state, { ...state, sortNo: (index + 1) * 10 });
  }
  return { menuIds: input.menuIds };
}
