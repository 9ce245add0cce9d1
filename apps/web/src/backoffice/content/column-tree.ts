import {
  type CallInput,
  ColumnStatus,
  type ContentColumnRow,
  contentColumnMachine,
  queryContentColumns,
  type saveContentColumn,
} from '@procuremart/contract';
import { deleteContentColumn, setContentColumnStatus } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineTree } from '../../resources/define-tree';
import { machineActions } from '../../resources/machine-actions';
import { statusMapOf } from '../../resources/row-actions';
import { nestRows, type TreeNode } from '../../resources/tree-rows';
import type { FieldDescriptor, Option, RowAction } from '../../resources/types';
import { contentKeys } from './keys';

/** 1 enabled green, 0 disabled grey. */
export const columnStatusMap = statusMapOf(contentColumnMachine, {
  [ColumnStatus.enabled]: 'green',
  [ColumnStatus.disabled]: 'default',
});

/** Each level by sort number, then code. */
const bySortNo = (a: ContentColumnRow, b: ContentColumnRow) =>
  a.sortNo - b.sortNo || a.code.localeCompare(b.code);

/** The content column tree: built-in notice, news and help centre with their sub-columns. */
export const columnTree = defineTree(queryContentColumns, {
  titleKey: 'contentColumn.treeTitle',
  rowKey: 'columnId',
  parentKey: 'parentId',
  queryKey: contentKeys.columns(),
  rows: (data) => data.columns,
  order: bySortNo,
  machine: contentColumnMachine,
  search: { fields: ['name', 'nameEn', 'code'], placeholderKey: 'contentColumn.searchPlaceholder' },
  emptyHintKey: 'contentColumn.emptyHint',
  noMatchKey: 'contentColumn.noMatch',
  loadFailedKey: 'contentColumn.loadFailed',
  columns: [
    { field: 'name', titleKey: 'contentColumn.field.name', view: { kind: 'localName', enField: 'nameEn' } },
    { field: 'code', titleKey: 'contentColumn.field.code', width: 150 },
    { field: 'sortNo', titleKey: 'contentColumn.field.sortNo', width: 90 },
    { field: 'articleCount', titleKey: 'contentColumn.field.articleCount', width: 90 },
    {
      field: 'status',
      titleKey: 'contentColumn.field.status',
      width: 100,
      view: { kind: 'status', statusMap: columnStatusMap },
    },
  ],
});

/** The columns as options of a tree control (the article form's column, the list's column filter). */
export const columnOptions = (
  rows: readonly ContentColumnRow[],
  nameOf: (row: ContentColumnRow) => string,
) => {
  const toOption = (node: TreeNode<ContentColumnRow>): Option => ({
    value: node.columnId,
    label: nameOf(node),
    children: node.children?.length ? node.children.map(toOption) : undefined,
  });
  return nestRows(rows, { key: 'columnId', parentKey: 'parentId', order: bySortNo }).map(toOption);
};

/** Enable and disable from the column machine (disable asks for an optional remark). */
export const columnStatusActions = machineActions<ContentColumnRow, 'enable' | 'disable'>(
  contentColumnMachine,
  {
    events: ['enable', 'disable'],
    danger: ['disable'],
    run: (row, event, { remark }) => api(setContentColumnStatus, { columnId: row.columnId, event, remark }),
  },
);

/** Delete asks first; a built-in column offers none, and the server refuses one that is not empty. */
export const deleteColumnAction: RowAction<ContentColumnRow> = {
  key: 'delete',
  labelKey: 'contentColumn.action.delete',
  danger: true,
  visible: (row) => !row.builtIn,
  confirm: { titleKey: 'contentColumn.confirm.delete', descriptionKey: 'contentColumn.confirm.deleteHint' },
  successKey: 'contentColumn.success.delete',
  run: (row) => api(deleteContentColumn, { columnId: row.columnId }),
};

export type ColumnFormValues = Pick<
  CallInput<typeof saveContentColumn>,
  'code' | 'name' | 'nameEn' | 'sortNo'
>;

export const columnFields: FieldDescriptor<keyof ColumnFormValues & string>[] = [
  { kind: 'text', name: 'name', labelKey: 'contentColumn.field.name' },
  { kind: 'text', name: 'nameEn', labelKey: 'contentColumn.field.nameEn' },
  { kind: 'text', name: 'code', labelKey: 'contentColumn.field.code', extraKey: 'contentColumn.codeHint' },
  {
    kind: 'number',
    name: 'sortNo',
    labelKey: 'contentColumn.field.sortNo',
    extraKey: 'contentColumn.sortNoHint',
  },
];
