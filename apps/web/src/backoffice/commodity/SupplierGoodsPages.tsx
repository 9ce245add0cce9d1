import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type CommodityRow, pageLink } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import type { RowAction } from '../../resources/types';
import { EDITABLE_SKU_STATUSES } from './commodity-form-values';
import { listingRequestList, offShelfList, onShelfList } from './commodity-resource';
import { useGoodsImport } from './GoodsImport';
import { SkuListPage } from './SkuListPage';
import { supplierSkuActions } from './sku-actions';

function useSupplierActions() {
  const navigate = useNavigate();
  const goodsImport = useGoodsImport();
  const edit: RowAction<CommodityRow> = {
    key: 'edit',
    labelKey: 'commodity.action.edit',
    visible: (row) => EDITABLE_SKU_STATUSES.includes(row.status),
    run: (row) => navigate(pageLink('commodityCreate', { spuId: row.spuId })),
  };
  const toolbar = [
    ...goodsImport.toolbar,
    {
      key: 'create',
      labelKey: 'commodity.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'commodity-create',
      onClick: () => navigate(pageLink('commodityCreate')),
    },
  ];
  return {
    row: [edit, ...supplierSkuActions.row],
    bulk: supplierSkuActions.bulk,
    toolbar,
    dialog: goodsImport.dialog,
    editIcon: <EditOutlined />,
  };
}

export function OnShelfPage() {
  const { row, bulk, toolbar, dialog } = useSupplierActions();
  return (
    <>
      {dialog}
      <SkuListPage descriptor={onShelfList} actions={{ row, bulk }} toolbar={toolbar} />
    </>
  );
}

export function OffShelfPage() {
  const { row, bulk, toolbar, dialog } = useSupplierActions();
  return (
    <>
      {dialog}
      <SkuListPage descriptor={offShelfList} actions={{ row, bulk }} toolbar={toolbar} />
    </>
  );
}

export function ListingRequestPage() {
  const { row, bulk, toolbar, dialog } = useSupplierActions();
  return (
    <>
      {dialog}
      <SkuListPage descriptor={listingRequestList} actions={{ row, bulk }} toolbar={toolbar} />
    </>
  );
}
