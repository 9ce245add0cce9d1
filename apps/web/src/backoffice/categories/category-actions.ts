import { type CategoryRow, CategoryStatus, categoryMachine } from '@procuremart/contract';
import { deleteCategory, setCategoryStatus } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';
import { statusMapOf } from '../../resources/row-actions';
import type { FieldDescriptor, RowAction } from '../../resources/types';

/** 1 enabled green, 0 disabled grey. */
export const categoryStatusMap = statusMapOf(categoryMachine, {
  [CategoryStatus.enabled]: 'green',
  [CategoryStatus.disabled]: 'default',
});

/** Enable and disable from the category machine (disable asks for an optional remark). */
export const categoryStatusActions = machineActions<CategoryRow, 'enable' | 'disable'>(categoryMachine, {
  events: ['enable', 'disable'],
  danger: ['disable'],
  run: (row, event, { remark }) => api(setCategoryStatus, { categoryId: row.categoryId, event, remark }),
});

/** Delete asks first; the server refuses a category anything still refers to, with its reason. */
export const deleteCategoryAction: RowAction<CategoryRow> = {
  key: 'delete',
  labelKey: 'category.action.delete',
  danger: true,
  confirm: { titleKey: 'category.confirm.delete', descriptionKey: 'category.confirm.deleteHint' },
  successKey: 'category.success.delete',
  run: (row) => api(deleteCategory, { categoryId: row.categoryId }),
};

export type CategoryFormValues = { name: string; nameEn: string; sortNo: number };

export const categoryFields: FieldDescriptor<keyof CategoryFormValues>[] = [
  { kind: 'text', name: 'name' },
  { kind: 'text', name: 'nameEn' },
  { kind: 'number', name: 'sortNo', extraKey: 'category.sortNoHint' },
];
