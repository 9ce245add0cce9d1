import type { PricingSkuRow } from '@procuremart/contract';
import { changePrice } from '@procuremart/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { LinesModal } from '../../resources/LinesModal';
import { pricingKeys } from './keys';
import { priceLines, priceLinesOf } from './pricing-lines';

/**
 * New prices for one or many of the supplier's SKUs in one call: goods on shelf get a change request (the
 * old price stays on sale until approved), the others change at once.
 */
export function PriceEditor({ rows, onClose }: { rows: PricingSkuRow[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (!rows) return null;
  return (
    <LinesModal
      lines={priceLines}
      initial={priceLinesOf(rows)}
      width={880}
      okTextKey="pricing.action.save"
      extra={<Alert type="info" showIcon title={t('pricing.onShelfHint')} style={{ marginBottom: 12 }} />}
      save={async (items) => {
        const result = await api(changePrice, { items }, { notify: false });
        feedback.message.success(
          t('pricing.success.price', { changed: result.changed.length, requested: result.requested.length }),
        );
        await queryClient.invalidateQueries({ queryKey: pricingKeys.all });
      }}
      onClose={onClose}
    />
  );
}
