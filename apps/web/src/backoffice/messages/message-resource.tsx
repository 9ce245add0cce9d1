import { queryMessageList, type SiteMessage } from '@procuremart/contract';
import { deleteMessages, markMessagesRead } from '@procuremart/contract/refs';
import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { useDict } from '../../dictionaries/use-dict';
import { defineList } from '../../resources/define-list';
import type { BulkAction, RowAction } from '../../resources/types';
import { messageKeys } from './keys';
import { prefixedTitle } from './message-title';

export const messageDetailPath = (messageId: string) =>
  `/messageDetail?messageId=${encodeURIComponent(messageId)}`;

/** The title as a link to the message, with its kind prefix; unread ones in bold. */
export function MessageTitleLink({ message }: { message: SiteMessage }) {
  const { i18n } = useTranslation();
  const kinds = useDict('MESSAGE_KIND');
  return (
    <Link to={messageDetailPath(message.messageId)} data-testid={`message-link-${message.messageId}`}>
      <Badge dot={!message.read} offset={[6, 0]}>
        <Typography.Text strong={!message.read}>
          {prefixedTitle(kinds.labelOf(message.kind), message.title, i18n.language)}
        </Typography.Text>
      </Badge>
    </Link>
  );
}

export const messageList = defineList(queryMessageList, {
  listKey: 'messages',
  titleKey: 'message.listTitle',
  rowKey: 'messageId',
  queryKey: messageKeys.all,
  emptyHintKey: 'message.emptyHint',
  filters: {
    readFlag: {
      options: [
        { value: 0, labelKey: 'message.read.0' },
        { value: 1, labelKey: 'message.read.1' },
      ],
    },
  },
  columns: [
    {
      field: 'title',
      titleKey: 'message.field.title',
      view: { kind: 'custom', render: (message) => <MessageTitleLink message={message} /> },
    },
    {
      field: 'kind',
      titleKey: 'message.field.kind',
      view: { kind: 'dict', code: 'MESSAGE_KIND' },
      width: 100,
    },
    {
      field: 'read',
      titleKey: 'message.field.readFlag',
      view: { kind: 'text', labelKeyOf: (read) => `message.read.${read ? 1 : 0}` },
      width: 90,
    },
    {
      field: 'createdAt',
      titleKey: 'message.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
      width: 180,
    },
  ],
});

const markRead = (messages: SiteMessage[]) =>
  api(markMessagesRead, { messageIds: messages.map((m) => m.messageId) });
const remove = (messages: SiteMessage[]) =>
  api(deleteMessages, { messageIds: messages.map((m) => m.messageId) });

export const messageRowActions = (view: (message: SiteMessage) => void): RowAction<SiteMessage>[] => [
  { key: 'view', labelKey: 'message.action.view', run: view },
  {
    key: 'markRead',
    labelKey: 'message.action.markRead',
    visible: (message) => !message.read,
    successKey: 'message.success.markRead',
    run: (message) => markRead([message]),
  },
  {
    key: 'delete',
    labelKey: 'message.action.delete',
    danger: true,
    confirm: { titleKey: 'message.confirm.delete', descriptionKey: 'message.confirm.deleteHint' },
    successKey: 'message.success.delete',
    run: (message) => remove([message]),
  },
];

export const messageBulkActions: BulkAction<SiteMessage>[] = [
  {
    key: 'markRead',
    labelKey: 'message.action.markRead',
    successKey: 'message.success.markRead',
    run: markRead,
  },
  {
    key: 'delete',
    labelKey: 'message.action.delete',
    danger: true,
    confirm: { titleKey: 'message.confirm.bulkDelete', descriptionKey: 'message.confirm.deleteHint' },
    successKey: 'message.success.delete',
    run: remove,
  },
];
