import { type FrontCategoryAdmin, refOf, saveFrontCategory } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import type { FieldDescriptor } from '../../resources/types';
import { storefrontAdminKeys } from './keys';

/** Creating (at the top or under a parent) or editing a front category. */
export type FrontCategoryEditing =
  | { mode: 'create'; parent: FrontCategoryAdmin | null }
  | { mode: 'edit'; node: FrontCategoryAdmin };

type Values = Pick<FrontCategoryAdmin, 'name' | 'nameEn' | 'sortNo'> & { status: 0 | 1 };

const fields: FieldDescriptor<keyof Values>[] = [
  { kind: 'text', name: 'name', labelKey: 'frontCategory.field.name' },
  { kind: 'text', name: 'nameEn', labelKey: 'frontCategory.field.nameEn' },
  {
    kind: 'number',
    name: 'sortNo',
    labelKey: 'frontCategory.field.sortNo',
    extraKey: 'frontCategory.sortNoHint',
  },
  {
    kind: 'select',
    name: 'status',
    labelKey: 'frontCategory.field.status',
    extraKey: 'frontCategory.statusHint',
    options: [
      { value: 1, labelKey: 'frontCategory.shown.1' },
      { value: 0, labelKey: 'frontCategory.shown.0' },
    ],
  },
];

/** The front category form; its rules are saveFrontCategory's input schema. */
export function FrontCategoryForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: FrontCategoryEditing;
  onClose: () => void;
}) {
  const initialValues = useMemo<Partial<Values>>(() => {
    if (editing.mode === 'create') return { status: 1, sortNo: 0 };
    const { name, nameEn, sortNo, status } = editing.node;
    return { name, nameEn, sortNo, status: status === 0 ? 0 : 1 };
  }, [editing]);
  const submit = (values: Values, options: { notify: false }) =>
    api(
      refOf(saveFrontCategory),
      editing.mode === 'edit'
        ? { ...values, frontCategoryId: editing.node.frontCategoryId }
        : { ...values, parentId: editing.parent?.frontCategoryId ?? null },
      options,
    );
  const titleKey =
    editing.mode === 'edit'
      ? 'frontCategory.editTitle'
      : editing.parent
        ? 'frontCategory.createChildTitle'
        : 'frontCategory.createTitle';
  return (
    <ResourceForm<Values, FrontCategoryAdmin>
      open={open}
      titleKey={titleKey}
      schema={saveFrontCategory.input}
      fields={fields}
      initialValues={initialValues}
      submit={submit}
      successKey={editing.mode === 'edit' ? 'frontCategory.success.updated' : 'frontCategory.success.created'}
      invalidateKey={storefrontAdminKeys.frontTree()}
      onClose={onClose}
    />
  );
}
