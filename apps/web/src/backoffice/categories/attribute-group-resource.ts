import {
  type AttributeGroup,
  attributeGroupGlossary,
  queryAttributeGroups,
  saveAttributeGroup,
} from '@procuremart/contract';
import { deleteAttributeGroup } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { formFor } from '../../resources/form-for';
import type { FieldDescriptor, RowAction } from '../../resources/types';
import { categoryKeys } from './keys';

export const attributeGroupList = defineList(queryAttributeGroups, {
  listKey: 'attributeGroups',
  titleKey: 'attributeGroup.listTitle',
  rowKey: 'groupId',
  queryKey: categoryKeys.attributeGroups(),
  emptyHintKey: 'attributeGroup.emptyHint',
  columns: [
    { field: 'name', titleKey: 'attributeGroup.field.name', sortField: 'name' },
    { field: 'code', titleKey: 'attributeGroup.field.code', sortField: 'code' },
    { field: 'nameEn', titleKey: 'attributeGroup.field.nameEn' },
    { field: 'sortNo', titleKey: 'attributeGroup.field.sortNo', sortField: 'sortNo' },
    { field: 'attributeCount', titleKey: 'attributeGroup.field.attributeCount' },
  ],
});

export const deleteAttributeGroupAction: RowAction<AttributeGroup> = {
  key: 'delete',
  labelKey: 'attributeGroup.action.delete',
  danger: true,
  confirm: { titleKey: 'attributeGroup.confirm.delete', descriptionKey: 'attributeGroup.confirm.deleteHint' },
  successKey: 'attributeGroup.success.delete',
  run: (group) => api(deleteAttributeGroup, { groupId: group.groupId }),
};

export type AttributeGroupFormValues = Pick<AttributeGroup, 'code' | 'name' | 'nameEn' | 'sortNo'>;

export const attributeGroupFields: FieldDescriptor<keyof AttributeGroupFormValues>[] = [
  { kind: 'text', name: 'name' },
  { kind: 'text', name: 'code', extraKey: 'attributeGroup.codeHint' },
  { kind: 'text', name: 'nameEn' },
  { kind: 'number', name: 'sortNo' },
];

/** The create/edit attribute group form; its rules are saveAttributeGroup's input schema. */
export const AttributeGroupForm = formFor(saveAttributeGroup, saveAttributeGroup, {
  texts: 'attributeGroup',
  glossary: attributeGroupGlossary,
  fields: attributeGroupFields,
  values: ({ code, name, nameEn, sortNo }: AttributeGroup): AttributeGroupFormValues => ({
    code,
    name,
    nameEn,
    sortNo,
  }),
  updateInput: (values, { groupId }) => ({ ...values, groupId }),
  invalidate: categoryKeys.all,
});
