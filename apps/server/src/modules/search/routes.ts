import {
  addSearchHistory,
  clearSearchHistory,
  deleteSearchHistory,
  getHotWords,
  getShopGoods,
  querySearchHistory,
  searchGoods,
  suggestWords,
} from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { bindCall, bindPublicCall } from '../../platform/bind-call';
import { notFoundError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { addReadinessCheck } from '../../platform/readiness';
import { sqlRows } from '../../platform/sql-rows';
import { restrictionOf } from '../catalog';
import {
  preloadSearchIndex,
  searchIndexReadiness,
  setSearchIndexKind,
  useSearchSnapshot,
} from './engine/index-engine';
import { listHotWords } from './hot-words';
import { setResultCaching } from './search-cache';
import { searchGoodsPage, shopGoodsPage } from './search-goods';
import { addHistory, clearHistory, deleteHistory, listHistory } from './search-history';
import * as suggest from './suggest';
import { queryLexemes } from './tokenizer';

async function assertShopOpen(db: Db, supplierShopId: string): Promise<void> {
  const rows = await sqlRows(
    db,
    sql`select 1 from supplier_shops where id = ${parseId(supplierShopId)} and status = 1`,
  );
  if (rows.length === 0) throw notFoundError();
}

export function registerSearchRoutes(app: FastifyInstance): void {
  // Loads jieba's dictionary now rather than in the first buyer's search.
  queryLexemes('螺丝');
  setResultCaching(app.db, app.appConfig.searchResultCache);
  setSearchIndexKind(app.db, app.appConfig.searchIndex);
  // A listening server reads its search index now; SQL answers until it is read. Tests (app.inject, no
  // listening) read it at their first search instead.
  addReadinessCheck(app, 'searchIndex', () => searchIndexReadiness(app.db));
  app.addHook('onListen', async () => {
    const started = Date.now();
    useSearchSnapshot(app.db, app.appConfig.searchSnapshot);
    preloadSearchIndex(app.db).then(
      (origin) => {
        if (!origin) return;
        app.log.info({ ms: Date.now() - started, from: origin.from }, 'search index loaded');
        if (origin.writeError)
          app.log.warn({ err: origin.writeError }, 'search index: the snapshot was not written');
      },
      (error) => app.log.error({ err: error }, 'search index: loading failed, searches use SQL'),
    );
  });
  bindPublicCall(app, searchGoods, async ({ db, actor, input }) => {
    const { sort, pageNo, pageSize, ...criteria } = input;
    const restriction = await restrictionOf(db, actor);
    const result = await searchGoodsPage(db, criteria, { sort, pageNo, pageSize }, restriction);
    return { ...result, pageNo, pageSize };
  });
  bindPublicCall(app, getShopGoods, async ({ db, actor, input }) => {
    const { sort, pageNo, pageSize, ...criteria } = input;
    await assertShopOpen(db, criteria.supplierShopId);
    const restriction = await restrictionOf(db, actor);
    const result = await shopGoodsPage(db, criteria, { sort, pageNo, pageSize }, restriction);
    return { ...result, pageNo, pageSize };
  });
  bindPublicCall(app, suggestWords, async ({ db, input }) => ({
    words: await suggest.suggestWords(db, input.keyword),
  }));
  bindPublicCall(app, getHotWords, ({ db }) => listHotWords(db));
  bindCall(app, querySearchHistory, ({ db, actor }) => listHistory(db, actor));
  bindCall(app, addSearchHistory, ({ tx, actor, input }) => addHistory(tx, actor, input.keyword));
  bindCall(app, deleteSearchHistory, ({ tx, actor, input }) => deleteHistory(tx, actor, input.keyword));
  bindCall(app, clearSearchHistory, ({ tx, actor }) => clearHistory(tx, actor));
}
