import {
  deleteMessages,
  getMessage,
  getPublicMessage,
  getUnreadMessageCount,
  markMessagesRead,
  queryMessageList,
  queryPlatformMessages,
  queryPublicMessages,
  sendPlatformMessage,
  withdrawPlatformMessage,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, bindPublicCall } from '../../platform/bind-call';
import * as inbox from './inbox';
import * as platform from './platform-messages';

export function registerMessageRoutes(app: FastifyInstance): void {
  bindCall(app, queryMessageList, ({ db, actor, input, locale }) =>
    inbox.listMessages(db, actor, input, locale),
  );
  bindCall(app, getUnreadMessageCount, ({ db, actor }) => inbox.unreadCount(db, actor));
  bindCall(app, getMessage, ({ tx, actor, input, locale }) =>
    inbox.readMessage(tx, actor, input.messageId, locale),
  );
  bindCall(app, markMessagesRead, ({ tx, actor, input }) => inbox.markRead(tx, actor, input));
  bindCall(app, deleteMessages, ({ tx, actor, input }) => inbox.deleteMessages(tx, actor, input.messageIds));

  bindPublicCall(app, queryPublicMessages, ({ db, input, locale }) =>
    platform.listPublicMessages(db, input, locale),
  );
  bindPublicCall(app, getPublicMessage, ({ db, input, locale }) =>
    platform.getPublicMessage(db, input.messageId, locale),
  );
  bindCall(app, queryPlatformMessages, ({ db, input }) => platform.listPlatformMessages(db, input));
  bindCall(app, sendPlatformMessage, ({ tx, actor, input }) => platform.sendToEveryone(tx, actor, input));
  bindCall(app, withdrawPlatformMessage, ({ tx, input }) => platform.withdraw(tx, input.messageId));
}
