import type { CommodityRow } from '@procuremart/contract';
import { ResourceList } from '../../resources/ResourceList';
import type { BulkAction, ListDescriptor, RowAction, ToolbarAction } from '../../resources/types';

/** A SKU list page: view (the descriptor's) opens the SPU's detail tab; the machine's steps as row and bulk actions. */
export function SkuListPage({
  descriptor,
  actions,
  toolbar,
}: {
  descriptor: ListDescriptor<CommodityRow>;
  actions?: { row: RowAction<CommodityRow>[]; bulk: BulkAction<CommodityRow>[] };
  toolbar?: ToolbarAction[];
}) {
  return (
    <ResourceList
      descriptor={descriptor}
      rowActions={actions?.row}
      bulkActions={actions?.bulk}
      toolbar={toolbar}
    />
  );
}
