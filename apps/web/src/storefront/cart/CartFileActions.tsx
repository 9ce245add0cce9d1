import { DownloadOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session';
import { ImportDialog } from '../../resources/ImportDialog';
import { DOWNLOADS_PAGE, useExportTask } from '../../resources/use-export-task';
import { cartKeys } from './keys';

/**
 * Beside the cart's title: quick order, and (SPEC §7) the cart's import from the template and its export,
 * both file tasks whose results land in My downloads.
 */
export function CartFileActions() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const permissions = userInfo?.menuCodeList ?? [];
  const exportTask = useExportTask('cart', permissions);
  const [importing, setImporting] = useState(false);
  const files = permissions.includes(DOWNLOADS_PAGE);

  return (
    <Space wrap size={8} className="pm-cart-file-actions">
      <Link to="/fastOrder" data-testid="cart-quick-order">
        <Button icon={<ThunderboltOutlined />}>{t('fastOrder.entry')}</Button>
      </Link>
      {files && (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="cart-import">
          {t('cart.import')}
        </Button>
      )}
      {exportTask.offered && (
        <Button
          icon={<DownloadOutlined />}
          loading={exportTask.committing}
          onClick={() => void exportTask.commit({}, undefined)}
          data-testid="cart-export"
        >
          {t('cart.export')}
        </Button>
      )}
      <ImportDialog
        kind="cart"
        open={importing}
        onClose={() => setImporting(false)}
        invalidateKey={cartKeys.all}
        perRow
      />
    </Space>
  );
}
