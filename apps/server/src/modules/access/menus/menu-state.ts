import { BACK_OFFICE_APP_CODE } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { menus } from '../tables';
import { type ManifestMenu, manifestMenus } from './manifest-menus';
import { menuOverrides } from './tables';

export type MenuStage = 'draft' | 'published';

/** What an operator may change of a menu: its place, names, order and whether the menu tree shows it. */
export interface MenuLook {
  parentId: number | null;
  appCode: string;
  menuName: string;
  menuNameEn: string;
  sortNo: number;
  hidden: boolean;
}

/** A menu in one stage: the manifest's declaration with the stage's edits over it. */
export interface MenuState extends MenuLook {
  menuId: number;
  menuCode: string;
  menuType: ManifestMenu['menuType'];
  icon: string | null;
  /** Detail pages and access codes: granted, never shown, never edited. */
  editable: boolean;
  /** What the manifest declares (the back office's application). */
  declared: MenuLook;
  overridden: boolean;
}

const LOOK_FIELDS = ['parentId', 'appCode', 'menuName', 'menuNameEn', 'sortNo', 'hidden'] as const;

export const sameLook = (a: MenuLook, b: MenuLook) => LOOK_FIELDS.every((field) => a[field] === b[field]);

export const lookOf = (state: MenuLook): MenuLook =>
  Object.fromEntries(LOOK_FIELDS.map((field) => [field, state[field]])) as unknown as MenuLook;

// The manifests do not change while the process runs.
let manifest: ManifestMenu[] | null = null;
const declaredMenus = () => {
  manifest ??= manifestMenus();
  return manifest;
};

/** Every declared menu in one stage, parents before children (groups first). */
export async function loadMenuStates(db: Db | Tx, stage: MenuStage): Promise<MenuState[]> {
  const ids = new Map(
    (await db.select({ id: menus.id, code: menus.menuCode }).from(menus)).map((r) => [r.code, r.id]),
  );
  const edits = new Map(
    (await db.select().from(menuOverrides).where(eq(menuOverrides.stage, stage))).map((r) => [r.menuId, r]),
  );
  const states = new Map<number, MenuState>();
  for (const row of declaredMenus()) {
    const menuId = ids.get(row.menuCode);
    if (menuId === undefined) continue;
    const parentId = row.parentCode === null ? null : (ids.get(row.parentCode) ?? null);
    const parent = parentId === null ? undefined : states.get(parentId);
    const declared: MenuLook = {
      parentId,
      appCode: BACK_OFFICE_APP_CODE,
      menuName: row.menuName,
      menuNameEn: row.menuNameEn,
      sortNo: row.sortNo,
      hidden: row.hidden,
    };
    const editable = row.menuType !== 'access' && !row.hidden;
    const edit = editable ? edits.get(menuId) : undefined;
    const look: MenuLook = edit
      ? {
          parentId: row.menuType === 'group' ? null : (edit.parentId ?? parentId),
          appCode: row.menuType === 'group' ? (edit.appCode ?? BACK_OFFICE_APP_CODE) : BACK_OFFICE_APP_CODE,
          menuName: edit.menuName,
          menuNameEn: edit.menuNameEn,
          sortNo: edit.sortNo,
          hidden: edit.hidden,
        }
      : { ...declared };
    // A page, a detail page or an access code belongs to the application of the group it sits in.
    const group = look.parentId === null ? undefined : states.get(look.parentId);
    if (row.menuType !== 'group') look.appCode = (group ?? parent)?.appCode ?? BACK_OFFICE_APP_CODE;
    states.set(menuId, {
      ...look,
      menuId,
      menuCode: row.menuCode,
      menuType: row.menuType,
      icon: row.icon,
      editable,
      declared,
      overridden: !sameLook(look, declared),
    });
  }
  return [...states.values()];
}

/** The menus whose look differs between the draft and what users see. */
export async function pendingMenus(db: Db | Tx): Promise<MenuState[]> {
  const published = new Map((await loadMenuStates(db, 'published')).map((s) => [s.menuId, s]));
  return (await loadMenuStates(db, 'draft')).filter((draft) => {
    const shown = published.get(draft.menuId);
    return shown !== undefined && !sameLook(draft, shown);
  });
}
