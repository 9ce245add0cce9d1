import { getCategoryTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { goodsKeys } from '../goods/keys';

/** The storefront category tree; it changes rarely, so it is kept for a while. */
export function useCategoryTree() {
  return useQuery({
    queryKey: goodsKeys.categoryTree(),
    queryFn: () => api(getCategoryTree, {}, { notify: false }),
    staleTime: 10 * 60_000,
    select: (data) => data.categories,
  });
}
