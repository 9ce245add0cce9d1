import { queryOutbox } from '@procuremart/contract';
import { defineList } from '../../resources/define-list';
import { accountsKeys } from './keys';

/** Messages out of the system (SMS codes, e-mail), newest first (operators). */
export const outboxList = defineList(queryOutbox, {
  listKey: 'outbox',
  titleKey: 'outbox.listTitle',
  rowKey: 'messageId',
  queryKey: accountsKeys.outbox(),
  defaultSort: { field: 'createdAt', order: 'DESC' },
  emptyHintKey: 'outbox.emptyHint',
  pageSize: 20,
  columns: [
    {
      field: 'createdAt',
      titleKey: 'outbox.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
      width: 170,
    },
    {
      field: 'channel',
      titleKey: 'outbox.field.channel',
      view: { kind: 'dict', code: 'OUTBOX_CHANNEL' },
      width: 90,
    },
    { field: 'recipient', titleKey: 'outbox.field.recipient', width: 180 },
    {
      field: 'purpose',
      titleKey: 'outbox.field.purpose',
      view: { kind: 'dict', code: 'CODE_PURPOSE' },
      width: 110,
    },
    { field: 'subject', titleKey: 'outbox.field.subject', width: 160 },
    { field: 'body', titleKey: 'outbox.field.body', view: { kind: 'text', ellipsis: true } },
    {
      field: 'status',
      titleKey: 'outbox.field.status',
      view: { kind: 'dict', code: 'OUTBOX_STATUS' },
      width: 120,
    },
    { field: 'sentAt', titleKey: 'outbox.field.sentAt', view: { kind: 'datetime' }, width: 170 },
  ],
});
