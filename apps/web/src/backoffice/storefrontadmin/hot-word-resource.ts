import { type HotWordAdmin, HotWordStatus, hotWordMachine, queryHotWordsAdmin } from '@procuremart/contract';
import { deleteHotWord, moveHotWord, setHotWordStatus } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { statusMapOf } from '../../resources/row-actions';
import type { FieldDescriptor, RowAction } from '../../resources/types';
import { storefrontAdminKeys } from './keys';

/** 1 enabled green, 0 disabled grey. */
export const hotWordStatusMap = statusMapOf(hotWordMachine, {
  [HotWordStatus.enabled]: 'green',
  [HotWordStatus.disabled]: 'default',
});

export const hotWordList = defineList(queryHotWordsAdmin, {
  listKey: 'hotWords',
  titleKey: 'hotWord.listTitle',
  rowKey: 'hotWordId',
  queryKey: storefrontAdminKeys.hotWords(),
  machine: hotWordMachine,
  emptyHintKey: 'hotWord.emptyHint',
  filters: {
    status: {
      options: [
        { value: HotWordStatus.enabled, labelKey: 'status.hotWord.1' },
        { value: HotWordStatus.disabled, labelKey: 'status.hotWord.0' },
      ],
    },
  },
  columns: [
    { field: 'word', titleKey: 'hotWord.field.word', sortField: 'word' },
    { field: 'wordEn', titleKey: 'hotWord.field.wordEn' },
    { field: 'sortNo', titleKey: 'hotWord.field.sortNo', sortField: 'sortNo', width: 100 },
    {
      field: 'status',
      titleKey: 'hotWord.field.status',
      view: { kind: 'status', statusMap: hotWordStatusMap },
      width: 100,
    },
    {
      field: 'createdAt',
      titleKey: 'hotWord.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
    },
  ],
});

/** Enable and disable from the hot word machine: row and bulk actions, each asking first. */
export const hotWordStatusActions = machineActions<HotWordAdmin, 'enable' | 'disable'>(hotWordMachine, {
  events: ['enable', 'disable'],
  danger: ['disable'],
  run: (word, event) => api(setHotWordStatus, { hotWordId: word.hotWordId, event }),
});

const move = (direction: 'up' | 'down'): RowAction<HotWordAdmin> => ({
  key: direction,
  labelKey: `hotWord.action.${direction}`,
  successKey: 'hotWord.success.moved',
  run: (word) => api(moveHotWord, { hotWordId: word.hotWordId, direction }),
});

/** Move up / down in the display order (across pages) and delete (asks first). */
export const hotWordOrderActions: RowAction<HotWordAdmin>[] = [
  move('up'),
  move('down'),
  {
    key: 'delete',
    labelKey: 'hotWord.action.delete',
    danger: true,
    confirm: { titleKey: 'hotWord.confirm.delete', descriptionKey: 'hotWord.confirm.deleteHint' },
    successKey: 'hotWord.success.deleted',
    run: (word) => api(deleteHotWord, { hotWordId: word.hotWordId }),
  },
];

export type HotWordFormValues = Pick<HotWordAdmin, 'word' | 'wordEn' | 'sortNo'>;

/** Required marks, limits and messages come from saveHotWord's input schema. */
export const hotWordFields: FieldDescriptor<keyof HotWordFormValues>[] = [
  { kind: 'text', name: 'word' },
  { kind: 'text', name: 'wordEn' },
  { kind: 'number', name: 'sortNo', extraKey: 'hotWord.sortNoHint' },
];
