import type { CallOutput } from '@procuremart/contract';
import { compareGlossary } from '@procuremart/contract';
import { queryPriceCompare } from '@procuremart/contract/refs';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { LinesTable } from '../../resources/LinesTable';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { DetailItem } from '../../resources/types';
import { skuStatusView } from '../commodity/commodity-resource';
import { monitoringKeys } from './keys';

type Comparison = CallOutput<typeof queryPriceCompare>;
type ComparedSku = Comparison['rows'][number];

const amount = { kind: 'amount' } as const;

const groupItems: DetailItem<Comparison>[] = [
  { field: 'brandName' },
  { field: 'model' },
  { field: 'supplierCount' },
  { field: 'minPrice', view: amount },
  { field: 'maxPrice', view: amount },
  { field: 'spread', view: amount },
];

function ComparedSkus({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {comparison.supplierCount < 2 ? <Alert type="info" showIcon title={t('compare.aloneHint')} /> : null}
      <LinesTable<ComparedSku>
        titleKey="compare.section.skus"
        rowKey="skuId"
        rows={comparison.rows}
        columns={[
          { field: 'supplierName', titleKey: 'compare.field.supplierName' },
          { field: 'shopName', titleKey: 'compare.field.shopName' },
          { field: 'skuName', titleKey: 'compare.field.skuName', width: 260 },
          { field: 'supplierSkuCode', titleKey: 'compare.field.supplierSkuCode' },
          { field: 'model', titleKey: 'compare.field.model' },
          { field: 'salePrice', titleKey: 'compare.field.salePrice', view: amount },
          { field: 'marketPrice', titleKey: 'compare.field.marketPrice', view: amount },
          { field: 'aboveLowestPercent', titleKey: 'compare.field.aboveLowestPercent' },
          { field: 'stock', titleKey: 'compare.field.stock' },
          { field: 'status', titleKey: 'compare.field.status', view: skuStatusView },
        ]}
      />
    </Space>
  );
}

/** One comparison group in its own tab (`?skuId=…`): the brand and model, and every supplier's SKU, cheapest first. */
export default function PriceCompareDetailPage() {
  return (
    <ResourceDetailPage<Comparison, 'priceCompareDetail'>
      glossary={compareGlossary}
      page="priceCompareDetail"
      idParam="skuId"
      queryKey={monitoringKeys.compare}
      load={(skuId) => api(queryPriceCompare, { skuId })}
      recordTitle={(comparison) => `${comparison.brandName} ${comparison.model}`.trim()}
      facts={groupItems.slice(2)}
      invalidateKey={monitoringKeys.compareGroups()}
      tabs={[
        {
          key: 'basic',
          labelKey: 'compare.tab.basic',
          sections: [{ titleKey: 'compare.section.group', items: groupItems }],
          lines: (comparison) => <ComparedSkus comparison={comparison} />,
        },
      ]}
    />
  );
}
