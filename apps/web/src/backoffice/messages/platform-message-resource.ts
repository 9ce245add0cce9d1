import {
  type PlatformMessageAdmin,
  queryPlatformMessages,
  type sendPlatformMessage,
} from '@procuremart/contract';
import { withdrawPlatformMessage } from '@procuremart/contract/refs';
import type { z } from 'zod';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import type { FieldDescriptor, RowAction } from '../../resources/types';
import { platformMessageKeys } from './keys';

export const platformMessageList = defineList(queryPlatformMessages, {
  listKey: 'platformMessages',
  titleKey: 'platformMessage.listTitle',
  rowKey: 'messageId',
  queryKey: platformMessageKeys.all,
  emptyHintKey: 'platformMessage.emptyHint',
  columns: [
    { field: 'title', titleKey: 'platformMessage.field.title' },
    { field: 'titleEn', titleKey: 'platformMessage.field.titleEn' },
    { field: 'body', titleKey: 'platformMessage.field.body', view: { kind: 'text', ellipsis: true } },
    { field: 'sentBy', titleKey: 'platformMessage.field.sentBy', width: 120 },
    {
      field: 'createdAt',
      titleKey: 'platformMessage.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
      width: 180,
    },
  ],
});

/** Withdraw: deleted for everyone, asking first. */
export const platformMessageActions: RowAction<PlatformMessageAdmin>[] = [
  {
    key: 'withdraw',
    labelKey: 'platformMessage.action.withdraw',
    danger: true,
    confirm: {
      titleKey: 'platformMessage.confirm.withdraw',
      descriptionKey: 'platformMessage.confirm.withdrawHint',
    },
    successKey: 'platformMessage.success.withdrawn',
    run: (message) => api(withdrawPlatformMessage, { messageId: message.messageId }),
  },
];

export type PlatformMessageFormValues = z.input<typeof sendPlatformMessage.input>;

/** Required marks, lengths and messages come from sendPlatformMessage's input schema. */
export const platformMessageFields: FieldDescriptor<keyof PlatformMessageFormValues>[] = [
  { kind: 'text', name: 'title' },
  { kind: 'textarea', name: 'body' },
  { kind: 'text', name: 'titleEn' },
  { kind: 'textarea', name: 'bodyEn' },
];
