import type { CommodityRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { BulkAction, ListDescriptor, RowAction, ToolbarAction } from '../../resources/types';

/** A SKU list page: view opens the SPU's detail tab; the machine's steps as row and bulk actions. */
export function SkuListPage({
  descriptor,
  detailPage,
  actions,
  toolbar,
}: {
  descriptor: ListDescriptor<CommodityRow>;
  detailPage: 'soldOutDetail' | 'soldUpDetail' | 'commodityDetail';
  actions?: { row: RowAction<CommodityRow>[]; bulk: BulkAction<CommodityRow>[] };
  toolbar?: ToolbarAction[];
}) {
  const navigate = useNavigate();
  const rowActions: RowAction<CommodityRow>[] = [
    {
      key: 'view',
      labelKey: 'commodity.action.view',
      run: (row) => navigate(`/index/${detailPage}?spuId=${encodeURIComponent(row.spuId)}`),
    },
    ...(actions?.row ?? []),
  ];
  return (
    <ResourceList
      descriptor={descriptor}
      rowActions={rowActions}
      bulkActions={actions?.bulk}
      toolbar={toolbar}
    />
  );
}
