import { type CategoryRow, refOf, saveCategory } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { type CategoryFormValues, categoryFields } from './category-actions';
import { categoryKeys } from './keys';

/** What the form does: add a top category, add a child under a parent, or edit a category. */
export type CategoryEditing =
  | { mode: 'create'; parent: CategoryRow | null }
  | { mode: 'edit'; category: CategoryRow };

/** The add/edit category form; its rules are saveCategory's input schema. */
export function CategoryForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: CategoryEditing;
  onClose: () => void;
}) {
  const initialValues = useMemo(
    () =>
      editing.mode === 'edit'
        ? { name: editing.category.name, nameEn: editing.category.nameEn, sortNo: editing.category.sortNo }
        : undefined,
    [editing],
  );
  const submit = (values: CategoryFormValues, options: { notify: false }) =>
    api(
      refOf(saveCategory),
      editing.mode === 'edit'
        ? { ...values, categoryId: editing.category.categoryId }
        : { ...values, parentId: editing.parent?.categoryId ?? null },
      options,
    );
  const titleKey =
    editing.mode === 'edit'
      ? 'category.editTitle'
      : editing.parent
        ? 'category.createChildTitle'
        : 'category.createTopTitle';
  return (
    <ResourceForm<CategoryFormValues, CategoryRow>
      open={open}
      titleKey={titleKey}
      schema={saveCategory.input}
      fields={categoryFields}
      initialValues={initialValues}
      submit={submit}
      successKey={editing.mode === 'edit' ? 'category.success.updated' : 'category.success.created'}
      invalidateKey={categoryKeys.all}
      onClose={onClose}
    />
  );
}
