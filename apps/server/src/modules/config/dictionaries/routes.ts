import {
  addDictionaryItem,
  changeDictionaryItemStatus,
  dicConfigQueryData,
  getDictionaryVersion,
  queryDictionaries,
  queryDictionaryHistory,
  queryDictionaryItems,
  queryDictionaryList,
  updateDictionaryItem,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, bindPublicCall } from '../../../platform/bind-call';
import { listDictionaryChanges } from '../history';
import { listDictionaries, loadDictionary } from './dictionary-list';
import {
  dictionaryVersion,
  loadConfigDictionaries,
  loadDictionaries,
  loadDictionaryItems,
} from './dictionary-read';
import * as writes from './dictionary-writes';

export function registerDictionaryRoutes(app: FastifyInstance): void {
  bindPublicCall(app, queryDictionaries, ({ db, input }) => loadDictionaries(db, input.pCodes));
  bindPublicCall(app, getDictionaryVersion, ({ db }) => dictionaryVersion(db));
  bindPublicCall(app, dicConfigQueryData, ({ db, input, locale }) =>
    loadConfigDictionaries(db, input.configKeys, locale),
  );
  bindCall(app, queryDictionaryList, ({ db, input }) => listDictionaries(db, input));
  bindCall(app, queryDictionaryItems, async ({ db, input }) => ({
    dictionary: await loadDictionary(db, input.dictCode),
    items: await loadDictionaryItems(db, input.dictCode),
  }));
  bindCall(app, queryDictionaryHistory, ({ db, input }) => listDictionaryChanges(db, input));
  bindCall(app, updateDictionaryItem, ({ tx, actor, input }) =>
    writes.updateDictionaryItem(tx, actor, input),
  );
  bindCall(app, addDictionaryItem, ({ tx, actor, input }) => writes.addDictionaryItem(tx, actor, input));
  bindCall(app, changeDictionaryItemStatus, ({ tx, actor, input }) =>
    writes.changeDictionaryItemStatus(tx, actor, input),
  );
}
