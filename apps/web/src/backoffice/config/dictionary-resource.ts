import {
  addDictionaryItem,
  type DictionaryItem,
  dictGlossary,
  queryDictionaryList,
  updateDictionaryItem,
} from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { formFor } from '../../resources/form-for';
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
  { kind: 'text', name: 'label' },
  { kind: 'text', name: 'labelEn' },
  { kind: 'number', name: 'sortNo', extraKey: 'dict.sortNoHint' },
];

export const dictItemAddFields: FieldDescriptor<'code' | 'label' | 'labelEn' | 'sortNo'>[] = [
  { kind: 'text', name: 'code' },
  ...dictItemEditFields,
];

/** Where an item is added: its dictionary, and the sort number after its last item. */
export interface DictItemContext {
  dictCode: string;
  nextSortNo: number;
}

/** Adds an item (with its code) to an open dictionary, or edits an item's labels and order. */
export const DictItemForm = formFor(addDictionaryItem, updateDictionaryItem, {
  texts: 'dict',
  glossary: dictGlossary,
  fields: (editing) => (editing.mode === 'create' ? dictItemAddFields : dictItemEditFields),
  values: ({ label, labelEn, sortNo }: DictionaryItem): DictItemFormValues => ({ label, labelEn, sortNo }),
  blank: ({ nextSortNo }: DictItemContext) => ({ sortNo: nextSortNo }),
  createInput: (values: DictItemFormValues, { dictCode }: DictItemContext) => ({
    ...values,
    code: values.code ?? '',
    dictCode,
  }),
  updateInput: (values, { itemId, version }) => ({ ...values, itemId, version }),
  invalidate: configKeys.dictionaries(),
});
