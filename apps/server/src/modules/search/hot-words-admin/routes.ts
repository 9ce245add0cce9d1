import {
  deleteHotWord,
  moveHotWord,
  queryHotWordsAdmin,
  saveHotWord,
  setHotWordStatus,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listHotWordsAdmin } from './hot-word-list';
import * as writes from './hot-word-writes';

export function registerHotWordAdminRoutes(app: FastifyInstance): void {
  bindCall(app, queryHotWordsAdmin, ({ db, input }) => listHotWordsAdmin(db, input));
  bindCall(app, saveHotWord, ({ tx, input }) => writes.saveHotWord(tx, input));
  bindCall(app, setHotWordStatus, ({ tx, actor, input }) => writes.setHotWordStatus(tx, actor, input));
  bindCall(app, moveHotWord, ({ tx, input }) => writes.moveHotWord(tx, input));
  bindCall(app, deleteHotWord, ({ tx, input }) => writes.deleteHotWord(tx, input));
}
