import { PrinterOutlined } from '@ant-design/icons';
import { ACCEPTANCE_PRINT_PAGE, SHIPPING_NOTE_PRINT_PAGE } from '@procuremart/contract';
import { getOrderDetail } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { usePageParams } from '../../app/tabs/page-params';
import { receivingKeys } from './keys';
import { PrintSheetView } from './PrintSheetView';
import { acceptanceFormOf, deliveryNoteOf, PRINT_DELAY_MS } from './print-sheet';

/**
 * The print view (printAcceptOrder, opened in a new browser tab): `?orderId=…` prints the order's acceptance
 * form, `&shipmentId=…` a shipment's delivery note. Print asks the browser after SPEC §9's delay.
 */
export default function PrintAcceptOrderPage() {
  const { t } = useTranslation();
  const { orderId, shipmentId } = usePageParams([ACCEPTANCE_PRINT_PAGE, SHIPPING_NOTE_PRINT_PAGE]);
  const order = useQuery({
    queryKey: receivingKeys.print(orderId),
    queryFn: () => api(getOrderDetail, { orderId }),
    enabled: orderId !== '',
  });
  const [printing, setPrinting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const print = () => {
    setPrinting(true);
    timer.current = setTimeout(() => {
      setPrinting(false);
      window.print();
    }, PRINT_DELAY_MS);
  };

  if (order.isError) {
    return <Result status="warning" title={t('receiving.print.notFound')} />;
  }
  if (!order.data) {
    return (
      <Card variant="borderless">
        {orderId ? <Skeleton active /> : <Empty description={t('receiving.print.notFound')} />}
      </Card>
    );
  }
  const sheet = shipmentId ? deliveryNoteOf(order.data, shipmentId) : acceptanceFormOf(order.data);
  if (!sheet) return <Result status="warning" title={t('receiving.print.notFound')} />;
  return (
    <Card variant="borderless">
      <Space
        className="pm-print-toolbar"
        style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 16 }}
      >
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          loading={printing}
          onClick={print}
          data-testid="print-button"
        >
          {printing ? t('receiving.print.printing') : t('receiving.print.print')}
        </Button>
      </Space>
      <PrintSheetView order={order.data} sheet={sheet} />
    </Card>
  );
}
