// Member centre (umc): site messages.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';

/** Site message kinds: the prefix of a message's title. */
export const MessageKind = {
  order: 'order',
  agreement: 'agreement',
  commodity: 'commodity',
  finance: 'finance',
  account: 'account',
  system: 'system',
  /** Platform-wide: sent by operators to everyone, visitors included (umc-platform-messages.ts). */
  platform: 'platform',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const MESSAGE_KINDS = Object.values(MessageKind) as [MessageKind, ...MessageKind[]];

export const messageDictionaries = {
  MESSAGE_KIND: {
    name: bilingual('消息类型', 'Message kind'),
    open: false,
    items: [
      item(MessageKind.order, '订单', 'Order'),
      item(MessageKind.agreement, '协议', 'Agreement'),
      item(MessageKind.commodity, '商品', 'Commodity'),
      item(MessageKind.finance, '财务', 'Finance'),
      item(MessageKind.account, '账户', 'Account'),
      item(MessageKind.system, '系统', 'System'),
      item(MessageKind.platform, '平台', 'Platform'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
