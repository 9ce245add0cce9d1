import { type FrontCategoryAdmin, frontCategoryGlossary, saveFrontCategory } from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { storefrontAdminKeys } from './keys';

/** Creating (at the top or under a parent) or editing a front category. */
export type FrontCategoryEditing = Editing<FrontCategoryAdmin, { parent: FrontCategoryAdmin | null }>;

type Values = Pick<FrontCategoryAdmin, 'name' | 'nameEn' | 'sortNo'> & { status: 0 | 1 };

const fields: FieldDescriptor<keyof Values>[] = [
  { kind: 'text', name: 'name' },
  { kind: 'text', name: 'nameEn' },
  {
    kind: 'number',
    name: 'sortNo',
    extraKey: 'frontCategory.sortNoHint',
  },
  {
    kind: 'select',
    name: 'status',
    extraKey: 'frontCategory.statusHint',
    options: [
      { value: 1, labelKey: 'frontCategory.shown.1' },
      { value: 0, labelKey: 'frontCategory.shown.0' },
    ],
  },
];

/** The front category form; its rules are saveFrontCategory's input schema. */
export const FrontCategoryForm = formFor(saveFrontCategory, saveFrontCategory, {
  texts: 'frontCategory',
  glossary: frontCategoryGlossary,
  fields,
  values: ({ name, nameEn, sortNo, status }: FrontCategoryAdmin): Values => ({
    name,
    nameEn,
    sortNo,
    status: status === 0 ? 0 : 1,
  }),
  blank: { status: 1, sortNo: 0 },
  createInput: (values: Values, { parent }: { parent: FrontCategoryAdmin | null }) => ({
    ...values,
    parentId: parent?.frontCategoryId ?? null,
  }),
  updateInput: (values, { frontCategoryId }) => ({ ...values, frontCategoryId }),
  invalidate: storefrontAdminKeys.frontTree(),
  titleKey: (editing: FrontCategoryEditing) =>
    editing.mode === 'edit'
      ? 'frontCategory.editTitle'
      : editing.parent
        ? 'frontCategory.createChildTitle'
        : 'frontCategory.createTitle',
});
