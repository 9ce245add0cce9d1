import { useLocation } from 'react-router-dom';
import { isNotFound } from '../common/is-not-found';
import { useDocumentTitle } from '../common/use-document-title';
import { useShopInfo } from './shop-queries';
import { parseShopGoodsQuery } from './shop-query';

/** A page of one shop: its query from the address and the shop itself (missing or unknown → not found). */
export function useShopPage() {
  const location = useLocation();
  const query = parseShopGoodsQuery(location.search);
  const shop = useShopInfo(query.shopId);
  useDocumentTitle(shop.data?.shopName);
  const notFound = !query.shopId || isNotFound(shop.error);
  return { query, shop, notFound };
}
