import { type CommodityRow, skuMachine } from '@procuremart/contract';
import { getCommodity } from '@procuremart/contract/refs';
import { Space } from 'antd';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { RowActions } from '../../resources/RowActions';
import { visibleRowActions } from '../../resources/row-actions';
import { useActionRunner } from '../../resources/use-action-runner';
import { SkuPriceLinks } from '../monitoring/SkuPriceLinks';
import { CommodityDetailView } from './CommodityDetailView';
import { listingAudit } from './commodity-resource';
import { commodityKeys } from './keys';
import { shelfControlActions } from './sku-actions';

/** Every step an operator may take on a SKU: both audit levels, forced delisting and restoring. */
const operatorSkuActions = [
  ...listingAudit(1).rowActions,
  ...listingAudit(2).rowActions,
  ...shelfControlActions.row,
];

/**
 * Any supplier's goods, for operators (`commodityDetail`, opened by "view" from the audit, delisting and
 * query lists): each SKU linked to its price history and comparison, with the steps its state and the
 * operator's permissions allow (pass or reject at its audit level, force off shelf, restore), as in the lists.
 */
export default function OperatorDetailPage() {
  const { kind, userInfo } = useSession();
  const context = { kind, permissions: userInfo?.menuCodeList ?? [], machine: skuMachine };
  const runner = useActionRunner(commodityKeys.all);
  return (
    <>
      {runner.element}
      <CommodityDetailView
        page="commodityDetail"
        load={(spuId) => api(getCommodity, { spuId })}
        skuLinks={(sku) => (
          <Space size={4} wrap>
            <SkuPriceLinks skuId={sku.skuId} />
            <RowActions<CommodityRow>
              row={sku}
              actions={visibleRowActions<CommodityRow>(operatorSkuActions, sku, context)}
              onRun={runner.run}
            />
          </Space>
        )}
      />
    </>
  );
}
