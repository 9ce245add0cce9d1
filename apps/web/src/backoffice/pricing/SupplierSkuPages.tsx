import { type PricingSkuRow, pageLink } from '@procuremart/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { BulkAction, RowAction } from '../../resources/types';
import { PriceEditor } from './PriceEditor';
import { priceSkuList, stockList } from './pricing-resource';
import { StockEditor } from './StockEditor';

function useHistoryAction(): RowAction<PricingSkuRow> {
  const navigate = useNavigate();
  return {
    key: 'history',
    labelKey: 'pricing.action.priceHistory',
    run: (row) => navigate(pageLink('priceHistory', { skuId: row.skuId })),
  };
}

/** The supplier's stock (`repertoryList`): set one, the selected, or import a stock file. */
export function StockPage() {
  const [editing, setEditing] = useState<PricingSkuRow[] | null>(null);
  const rowActions: RowAction<PricingSkuRow>[] = [
    { key: 'setStock', labelKey: 'pricing.action.setStock', run: (row) => setEditing([row]) },
  ];
  const bulkActions: BulkAction<PricingSkuRow>[] = [
    { key: 'bulkSetStock', labelKey: 'pricing.action.bulkSetStock', run: (rows) => setEditing(rows) },
  ];
  return (
    <>
      <ResourceList descriptor={stockList} rowActions={rowActions} bulkActions={bulkActions} />
      <StockEditor rows={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Price changes (`commodityChange`): reprice one, the selected, or import a price file. */
export function PriceChangePage() {
  const [editing, setEditing] = useState<PricingSkuRow[] | null>(null);
  const rowActions: RowAction<PricingSkuRow>[] = [
    { key: 'changePrice', labelKey: 'pricing.action.changePrice', run: (row) => setEditing([row]) },
    useHistoryAction(),
  ];
  const bulkActions: BulkAction<PricingSkuRow>[] = [
    { key: 'bulkChangePrice', labelKey: 'pricing.action.bulkChangePrice', run: (rows) => setEditing(rows) },
  ];
  return (
    <>
      <ResourceList descriptor={priceSkuList} rowActions={rowActions} bulkActions={bulkActions} />
      <PriceEditor rows={editing} onClose={() => setEditing(null)} />
    </>
  );
}
