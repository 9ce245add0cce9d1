import { type ContentColumnRow, saveContentColumn } from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
import { type ColumnFormValues, columnFields } from './column-tree';
import { contentKeys } from './keys';

/** What the form does: add a top column, add a sub-column under a parent, or edit a column. */
export type ColumnEditing = Editing<ContentColumnRow, { parent: ContentColumnRow | null }>;

/** The add/edit column form; its rules are saveContentColumn's input schema. */
export const ColumnForm = formFor(saveContentColumn, saveContentColumn, {
  texts: 'contentColumn',
  fields: columnFields,
  values: ({ code, name, nameEn, sortNo }: ContentColumnRow): ColumnFormValues => ({
    code,
    name,
    nameEn,
    sortNo,
  }),
  createInput: (values: ColumnFormValues, { parent }: { parent: ContentColumnRow | null }) => ({
    ...values,
    parentId: parent?.columnId ?? null,
  }),
  updateInput: (values, { columnId, parentId }) => ({ ...values, columnId, parentId }),
  invalidate: contentKeys.all,
  titleKey: (editing: ColumnEditing) =>
    editing.mode === 'edit'
      ? 'contentColumn.editTitle'
      : editing.parent
        ? 'contentColumn.createChildTitle'
        : 'contentColumn.createTitle',
});
