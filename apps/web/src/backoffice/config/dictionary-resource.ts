import {
  addDictionaryItem,
  type DictionaryItem,
  queryDictionaryList,
  updateDictionaryItem,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import type { FieldDescriptor } from '../../resources/types';
import { configKeys } from './keys';

export const dictionaryList = defineList(queryDictionaryList, {
  listKey: 'dictionaries',
  titleKey: 'dict.listTitle',
  rowKey: 'dictCode',
  queryKey: configKeys.dictionaries(),
  emptyHintKey: 'dict.emptyHint',
  pageSize: 20,
  columns: [
    { field: 'dictCode', titleKey: 'dict.field.dictCode', sortField: 'dictCode' },
    { field: 'name', titleKey: 'dict.field.name', view: { kind: 'localName', enField: 'nameEn' } },
    {
      field: 'open',
      titleKey: 'dict.field.open',
      view: { kind: 'text', labelKeyOf: (open) => `dict.open.${open}` },
    },
    { field: 'itemCount', titleKey: 'dict.field.itemCount', width: 100 },
    {
      field: 'updatedAt',
      titleKey: 'dict.field.updatedAt',
      view: { kind: 'datetime' },
      sortField: 'updatedAt',
    },
  ],
});

export type DictItemFormValues = Pick<DictionaryItem, 'label' | 'labelEn' | 'sortNo'> & { code?: string };

export const dictItemEditFields: FieldDescriptor<'label' | 'labelEn' | 'sortNo'>[] = [
  { kind: 'text', name: 'label', labelKey: 'dict.field.label' },
  { kind: 'text', name: 'labelEn', labelKey: 'dict.field.labelEn' },
  { kind: 'number', name: 'sortNo', labelKey: 'dict.field.sortNo', extraKey: 'dict.sortNoHint' },
];

export const dictItemAddFields: FieldDescriptor<'code' | 'label' | 'labelEn' | 'sortNo'>[] = [
  { kind: 'text', name: 'code', labelKey: 'dict.field.code' },
  ...dictItemEditFields,
];

export const dictItemSchemas = { edit: updateDictionaryItem.input, add: addDictionaryItem.input };
