import { getCategoryTree, getShopInfo, getSkuDetail, queryShopList } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindPublicCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { loadCategoryTree } from './category-tree';
import { registerPictureRoute } from './picture-route';
import { loadShopInfo, shopNotFound } from './shop-info';
import { listShops } from './shop-list';
import { loadSkuDetail, skuNotFound } from './sku-detail';

/** ids beyond what a JS number holds exactly name no row: the call's own not-found. */
function idOr(text: string, notFound: () => Error): number {
  try {
    return parseId(text);
  } catch {
    throw notFound();
  }
}

export function registerGoodsRoutes(app: FastifyInstance): void {
  bindPublicCall(app, getCategoryTree, async ({ db }) => ({ categories: await loadCategoryTree(db) }));
  bindPublicCall(app, getSkuDetail, ({ db, actor, input }) =>
    loadSkuDetail(db, idOr(input.skuId, skuNotFound), idOr(input.supplierShopId, skuNotFound), actor),
  );
  bindPublicCall(app, queryShopList, ({ db, input }) => listShops(db, input));
  bindPublicCall(app, getShopInfo, ({ db, input }) =>
    loadShopInfo(db, idOr(input.supplierShopId, shopNotFound)),
  );
  registerPictureRoute(app);
}
