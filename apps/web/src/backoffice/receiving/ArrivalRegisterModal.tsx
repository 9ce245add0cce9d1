import type { Shipment } from '@procuremart/contract';
import { arrivalRegister } from '@procuremart/contract/refs';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { LinesModal } from '../../resources/LinesModal';
import { arrivalLines, arrivalLinesOf } from './arrival-lines';

/**
 * Arrival registration of one shipment: how many pieces of each line arrived (0 to the shipped number,
 * shipped by default). Saving refreshes the receiving and order queries.
 */
export function ArrivalRegisterModal({
  shipment,
  onClose,
}: {
  shipment: Shipment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!shipment) return null;
  return (
    <LinesModal
      lines={arrivalLines}
      initial={arrivalLinesOf(shipment.lines)}
      title={`${t('receiving.register.title')} · ${shipment.shipmentNo}`}
      extra={<Typography.Paragraph type="secondary">{t('receiving.register.hint')}</Typography.Paragraph>}
      save={async (lines) => {
        await api(arrivalRegister, { shipmentId: shipment.shipmentId, lines }, { notify: false });
        // The client refreshes every open view of the order and its shipments (the call touches both).
        feedback.message.success(t('shipment.success.registerArrival'));
      }}
      onClose={onClose}
    />
  );
}
