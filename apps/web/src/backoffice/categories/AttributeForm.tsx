import { type CategoryAttribute, refOf, saveAttribute } from '@procuremart/contract';
import { queryAttributeGroups } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import type { FieldDescriptor } from '../../resources/types';
import { categoryKeys } from './keys';

type AttributeFormValues = {
  name: string;
  nameEn: string;
  groupId: string;
  sortNo: number;
  isVariant: boolean;
  required: boolean;
};

/** The add/edit attribute form of one leaf category; its rules are saveAttribute's input schema. */
export function AttributeForm({
  open,
  categoryId,
  editing,
  onClose,
}: {
  open: boolean;
  categoryId: string;
  /** null: a new attribute. */
  editing: CategoryAttribute | null;
  onClose: () => void;
}) {
  const groups = useQuery({
    queryKey: [...categoryKeys.attributeGroups(), 'options'],
    queryFn: () => api(queryAttributeGroups, { pageSize: 100 }),
    enabled: open,
  });
  const fields = useMemo<FieldDescriptor<keyof AttributeFormValues>[]>(
    () => [
      { kind: 'text', name: 'name', labelKey: 'attribute.field.name' },
      { kind: 'text', name: 'nameEn', labelKey: 'attribute.field.nameEn' },
      {
        kind: 'select',
        name: 'groupId',
        labelKey: 'attribute.field.groupId',
        options: (groups.data?.rows ?? []).map((g) => ({ value: g.groupId, label: g.name })),
      },
      { kind: 'number', name: 'sortNo', labelKey: 'attribute.field.sortNo' },
      {
        kind: 'switch',
        name: 'isVariant',
        labelKey: 'attribute.field.isVariant',
        extraKey: 'attribute.isVariantHint',
      },
      {
        kind: 'switch',
        name: 'required',
        labelKey: 'attribute.field.required',
        extraKey: 'attribute.requiredHint',
      },
    ],
    [groups.data],
  );
  const initialValues = useMemo<Partial<AttributeFormValues>>(
    () =>
      editing
        ? {
            name: editing.name,
            nameEn: editing.nameEn,
            groupId: editing.groupId,
            sortNo: editing.sortNo,
            isVariant: editing.isVariant,
            required: editing.required,
          }
        : { isVariant: false, required: true, sortNo: 0 },
    [editing],
  );
  const submit = (values: AttributeFormValues, options: { notify: false }) =>
    api(
      refOf(saveAttribute),
      { ...values, categoryId, ...(editing ? { attributeId: editing.attributeId } : {}) },
      options,
    );
  return (
    <ResourceForm<AttributeFormValues, { attributeId: string }>
      open={open}
      titleKey={editing ? 'attribute.editTitle' : 'attribute.createTitle'}
      schema={saveAttribute.input}
      fields={fields}
      initialValues={initialValues}
      submit={submit}
      successKey={editing ? 'attribute.success.updated' : 'attribute.success.created'}
      invalidateKey={categoryKeys.all}
      onClose={onClose}
    />
  );
}
