import { getShopGoods, getShopInfo, queryShopList } from '@procuremart/contract/refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { goodsKeys } from '../goods/keys';
import { searchKeys } from '../search/keys';
import { type ShopGoodsQuery, type ShopListQuery, toShopGoodsInput, toShopListInput } from './shop-query';

export function useShopList(query: ShopListQuery) {
  const input = toShopListInput(query);
  return useQuery({
    queryKey: goodsKeys.shopList(input),
    queryFn: () => api(queryShopList, input, { notify: false }),
    placeholderData: keepPreviousData,
  });
}

export function useShopInfo(supplierShopId: string | undefined) {
  return useQuery({
    queryKey: goodsKeys.shop(supplierShopId ?? ''),
    queryFn: () => api(getShopInfo, { supplierShopId: supplierShopId ?? '' }, { notify: false }),
    enabled: Boolean(supplierShopId),
  });
}

export function useShopGoods(query: ShopGoodsQuery, pageSize?: number) {
  const input = query.shopId ? toShopGoodsInput({ ...query, shopId: query.shopId }, pageSize) : null;
  return useQuery({
    queryKey: searchKeys.shopGoods(input ?? {}),
    queryFn: () => api(getShopGoods, input ?? { supplierShopId: '' }, { notify: false }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
