import {
  deleteMessages,
  getMessage,
  getUnreadMessageCount,
  markMessagesRead,
  queryMessageList,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import * as inbox from './inbox';

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
}
