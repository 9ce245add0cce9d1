import type { PricingSkuRow } from '@procuremart/contract';
import { updateStock } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { LinesModal } from '../../resources/LinesModal';
import { pricingKeys } from './keys';
import { stockLines, stockLinesOf } from './pricing-lines';

/** Sets the stock of one or many of the supplier's SKUs in one call (all or nothing). */
export function StockEditor({ rows, onClose }: { rows: PricingSkuRow[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (!rows) return null;
  return (
    <LinesModal
      lines={stockLines}
      initial={stockLinesOf(rows)}
      okTextKey="pricing.action.save"
      save={async (items) => {
        await api(updateStock, { items }, { notify: false });
        feedback.message.success(t('pricing.success.stock'));
        await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
      }}
      onClose={onClose}
    />
  );
}
