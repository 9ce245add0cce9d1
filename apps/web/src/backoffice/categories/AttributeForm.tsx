import { attributeGlossary, type CategoryAttribute, saveAttribute } from '@procuremart/contract';
import { queryAttributeGroups } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { formFor } from '../../resources/form-for';
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

const flags: FieldDescriptor<keyof AttributeFormValues>[] = [
  { kind: 'number', name: 'sortNo' },
  {
    kind: 'switch',
    name: 'isVariant',
    extraKey: 'attribute.isVariantHint',
  },
  {
    kind: 'switch',
    name: 'required',
    extraKey: 'attribute.requiredHint',
  },
];

/** The items, with the attribute groups to choose from loaded while the form is open. */
function useAttributeFields(open: boolean): FieldDescriptor<keyof AttributeFormValues>[] {
  const groups = useQuery({
    queryKey: [...categoryKeys.attributeGroups(), 'options'],
    queryFn: () => api(queryAttributeGroups, { pageSize: 100 }),
    enabled: open,
  });
  return useMemo(
    () => [
      { kind: 'text', name: 'name' },
      { kind: 'text', name: 'nameEn' },
      {
        kind: 'select',
        name: 'groupId',
        options: (groups.data?.rows ?? []).map((g) => ({ value: g.groupId, label: g.name })),
      },
      ...flags,
    ],
    [groups.data],
  );
}

/** The add/edit attribute form of one leaf category; its rules are saveAttribute's input schema. */
export const AttributeForm = formFor(saveAttribute, saveAttribute, {
  texts: 'attribute',
  glossary: attributeGlossary,
  fields: [],
  useFields: useAttributeFields,
  values: (a: CategoryAttribute): AttributeFormValues => ({
    name: a.name,
    nameEn: a.nameEn,
    groupId: a.groupId,
    sortNo: a.sortNo,
    isVariant: a.isVariant,
    required: a.required,
  }),
  blank: { isVariant: false, required: true, sortNo: 0 },
  createInput: (values: AttributeFormValues, { categoryId }: { categoryId: string }) => ({
    ...values,
    categoryId,
  }),
  updateInput: (values, { categoryId, attributeId }) => ({ ...values, categoryId, attributeId }),
  invalidate: categoryKeys.all,
});
