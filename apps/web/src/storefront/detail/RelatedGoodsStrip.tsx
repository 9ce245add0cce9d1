import { queryRelatedGoods } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { GoodsGrid } from '../goods/GoodsGrid';
import { goodsKeys } from '../goods/keys';

/** The product's related goods on shelf (set by its supplier or an operator); nothing when there are none. */
export default function RelatedGoodsStrip({ spuId }: { spuId: string }) {
  const { t } = useTranslation();
  const related = useQuery({
    queryKey: [...goodsKeys.all, 'related', spuId],
    queryFn: () => api(queryRelatedGoods, { spuId }, { notify: false }),
  });
  // A strip that cannot load is left out: the product page itself is what the buyer came for.
  if (!related.data || related.data.goods.length === 0) return null;
  return (
    <Card
      title={t('goodsDetail.related')}
      className="pm-detail-spec"
      variant="borderless"
      data-testid="related-goods"
    >
      <GoodsGrid goods={related.data.goods} />
    </Card>
  );
}
