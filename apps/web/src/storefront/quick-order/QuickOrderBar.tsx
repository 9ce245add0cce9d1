import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isGood, type QuickOrderRow } from './quick-order-model';

export interface QuickOrderBarProps {
  rows: QuickOrderRow[];
  chosen: number;
  busy: boolean;
  adding: boolean;
  onRecheck: () => void;
  onAddToCart: () => void;
  onCheckout: () => void;
}

/** Under the list: how many lines are good and chosen, check again, and where the chosen lines go. */
export function QuickOrderBar({
  rows,
  chosen,
  busy,
  adding,
  onRecheck,
  onAddToCart,
  onCheckout,
}: QuickOrderBarProps) {
  const { t } = useTranslation();
  const edited = rows.some((row) => row.edited);
  const bad = rows.filter((row) => !isGood(row)).length;
  return (
    <div className="pm-cart-bar pm-quick-bar" data-testid="quick-order-bar">
      <Space orientation="vertical" size={0}>
        <span data-testid="quick-order-summary">
          {t('fastOrder.summary', { total: rows.length, bad, count: chosen })}
        </span>
        {edited && <Typography.Text type="warning">{t('fastOrder.editedHint')}</Typography.Text>}
      </Space>
      <Space wrap>
        <Button
          type={edited ? 'primary' : 'default'}
          loading={busy}
          onClick={onRecheck}
          data-testid="quick-order-recheck"
        >
          {t('fastOrder.recheck')}
        </Button>
        <Button
          disabled={chosen === 0}
          loading={adding}
          onClick={onAddToCart}
          data-testid="quick-order-add-to-cart"
        >
          {t('fastOrder.addToCart')}
        </Button>
        <Button
          type="primary"
          disabled={chosen === 0}
          onClick={onCheckout}
          data-testid="quick-order-checkout"
        >
          {t('fastOrder.checkout')}
        </Button>
      </Space>
    </div>
  );
}
