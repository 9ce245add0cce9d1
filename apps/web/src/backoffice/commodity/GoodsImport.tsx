import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_ROUTES, SKU_PERMISSION } from '@procuremart/contract';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { ImportDialog } from '../../resources/ImportDialog';
import type { ToolbarAction } from '../../resources/types';
import { DOWNLOADS_PAGE } from '../../resources/use-export-task';
import { commodityKeys } from './keys';

/**
 * The supplier's goods file import: toolbar actions (import, template) and the dialog. Offered to users who
 * may create goods and use file tasks; goods go in product by product (the server's grouped import).
 */
export function useGoodsImport(): { toolbar: ToolbarAction[]; dialog: React.ReactNode } {
  const { userInfo } = useSession();
  const [open, setOpen] = useState(false);
  const permissions = userInfo?.menuCodeList ?? [];
  if (!permissions.includes(DOWNLOADS_PAGE) || !permissions.includes(SKU_PERMISSION.create))
    return { toolbar: [], dialog: null };
  const toolbar: ToolbarAction[] = [
    {
      key: 'goodsTemplate',
      labelKey: 'commodity.action.goodsTemplate',
      icon: <FileExcelOutlined />,
      testId: 'goods-template',
      onClick: () => window.open(`${FILE_ROUTES.importTemplate}?kind=goods`, '_blank', 'noopener'),
    },
    {
      key: 'importGoods',
      labelKey: 'commodity.action.importGoods',
      icon: <UploadOutlined />,
      testId: 'goods-import',
      onClick: () => setOpen(true),
    },
  ];
  const dialog = (
    <ImportDialog
      kind="goods"
      perRow
      hintKey="commodity.importGoodsHint"
      open={open}
      onClose={() => setOpen(false)}
      invalidateKey={commodityKeys.skus()}
    />
  );
  return { toolbar, dialog };
}
