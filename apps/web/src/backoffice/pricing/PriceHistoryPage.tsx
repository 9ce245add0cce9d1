import { useMemo } from 'react';
import { usePageParams } from '../../app/tabs/page-params';
import { ResourceList } from '../../resources/ResourceList';
import { priceHistoryList } from './pricing-resource';

/** Price history (`priceHistory`, of one SKU when opened with `?skuId=`): a supplier's own, operators' all. */
export default function PriceHistoryPage() {
  const { skuId } = usePageParams('priceHistory');
  const descriptor = useMemo(
    () =>
      skuId
        ? {
            ...priceHistoryList,
            // The SKU is part of the cache key: the page for another SKU holds other rows.
            queryKey: [...priceHistoryList.queryKey, skuId],
            query: (input: Parameters<typeof priceHistoryList.query>[0]) =>
              priceHistoryList.query({ ...input, skuId }),
          }
        : priceHistoryList,
    [skuId],
  );
  return <ResourceList key={skuId ?? 'all'} descriptor={descriptor} />;
}
