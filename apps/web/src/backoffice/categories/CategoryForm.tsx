import { type CategoryRow, categoryGlossary, saveCategory } from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
import { type CategoryFormValues, categoryFields } from './category-actions';
import { categoryKeys } from './keys';

/** What the form does: add a top category (no parent), add a child under a parent, or edit a category. */
export type CategoryEditing = Editing<CategoryRow, { parent: CategoryRow | null }>;

/** The add/edit category form; its rules are saveCategory's input schema. */
export const CategoryForm = formFor(saveCategory, saveCategory, {
  texts: 'category',
  glossary: categoryGlossary,
  fields: categoryFields,
  values: ({ name, nameEn, sortNo }: CategoryRow): CategoryFormValues => ({ name, nameEn, sortNo }),
  createInput: (values: CategoryFormValues, { parent }: { parent: CategoryRow | null }) => ({
    ...values,
    parentId: parent?.categoryId ?? null,
  }),
  updateInput: (values, { categoryId }) => ({ ...values, categoryId }),
  invalidate: categoryKeys.all,
  titleKey: (editing: CategoryEditing) =>
    editing.mode === 'edit'
      ? 'category.editTitle'
      : editing.parent
        ? 'category.createChildTitle'
        : 'category.createTopTitle',
});
