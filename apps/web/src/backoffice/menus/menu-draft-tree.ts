import { type MenuDraftRow, queryMenuDraft, reorderMenuDraft } from '@procuremart/contract';
import { resetMenuDraft } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineTree } from '../../resources/define-tree';
import type { RowAction } from '../../resources/types';
import { menuKeys } from './keys';

const bySortNo = (a: MenuDraftRow, b: MenuDraftRow) =>
  a.sortNo - b.sortNo || Number(a.menuId) - Number(b.menuId);

/** One application's menus as the draft has them: groups and their pages, dragged or moved into order. */
export const menuDraftTree = (appCode: string) =>
  defineTree(queryMenuDraft, {
    titleKey: 'menuManage.treeTitle',
    rowKey: 'menuId',
    parentKey: 'parentId',
    queryKey: menuKeys.draft(appCode),
    input: { appCode },
    rows: (data) => data.rows,
    order: bySortNo,
    search: {
      fields: ['menuName', 'menuNameEn', 'menuCode'],
      placeholderKey: 'menuManage.searchPlaceholder',
    },
    emptyHintKey: 'menuManage.emptyHint',
    noMatchKey: 'menuManage.noMatch',
    reorder: {
      call: reorderMenuDraft,
      input: (parentId, siblings) => ({ appCode, parentId, menuIds: siblings.map((row) => row.menuId) }),
      labelField: 'menuName',
    },
    columns: [
      {
        field: 'menuName',
        titleKey: 'menuManage.field.menuName',
        view: { kind: 'localName', enField: 'menuNameEn' },
      },
      { field: 'menuCode', titleKey: 'menuManage.field.menuCode', width: 180 },
      { field: 'sortNo', titleKey: 'menuManage.field.sortNo', width: 90 },
      {
        field: 'hidden',
        titleKey: 'menuManage.field.shown',
        width: 90,
        view: {
          kind: 'labels',
          labels: {
            true: { 'zh-CN': '隐藏', 'en-US': 'Hidden' },
            false: { 'zh-CN': '显示', 'en-US': 'Shown' },
          },
        },
      },
      {
        field: 'pending',
        titleKey: 'menuManage.field.pending',
        width: 110,
        view: {
          kind: 'labels',
          labels: {
            true: { 'zh-CN': '待发布', 'en-US': 'To publish' },
            false: { 'zh-CN': '已发布', 'en-US': 'Published' },
          },
        },
      },
    ],
  });

/** Puts a menu of the draft back to what its manifest declares. */
export const restoreAction: RowAction<MenuDraftRow> = {
  key: 'restore',
  labelKey: 'menuManage.action.restore',
  visible: (row) => row.overridden,
  confirm: { titleKey: 'menuManage.confirm.restore' },
  successKey: 'menuManage.success.restored',
  run: (row) => api(resetMenuDraft, { menuId: row.menuId }),
};
