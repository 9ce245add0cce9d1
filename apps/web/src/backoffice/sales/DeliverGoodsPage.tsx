import { OrderStatus, pageLink } from '@procuremart/contract';
import { deliverGoods, getOrderDetail } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { usePageParams } from '../../app/tabs/page-params';
import { useTabTitle } from '../../app/tabs/tab-title';
import { useLocalName } from '../../i18n/local-name';
import { orderKeys } from '../orders/keys';
import { DeliverGoodsForm, type DeliveryInput } from './DeliverGoodsForm';

const DELIVERABLE: string[] = [OrderStatus.awaitingDelivery, OrderStatus.delivered];

/** The delivery form of one order (`deliverGoods?orderId=…`): ships, then returns to the order's detail. */
export default function DeliverGoodsPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId } = usePageParams('deliverGoods');
  const order = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => api(getOrderDetail, { orderId }),
    enabled: orderId !== '',
  });
  useTabTitle(order.data?.orderNo);
  const back = () => navigate(pageLink('supplierOrderDetails', { orderId }));

  const submit = async (input: DeliveryInput) => {
    const shipped = await api(deliverGoods, input, { notify: false });
    feedback.message.success(t('sales.deliver.done', { shipmentNo: shipped.shipmentNo }));
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    back();
  };

  if (order.isPending && orderId !== '') return <Skeleton active />;
  if (order.isError || !order.data) return <Result status="404" title={t('resource.notFound')} />;
  const data = order.data;
  return (
    <Card title={t('sales.deliver.title')} data-testid="deliver-goods">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('order.field.orderNo')}>{data.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('order.field.orgName')}>
          {localName(data.orgName, data.orgNameEn)}
        </Descriptions.Item>
        <Descriptions.Item label={t('order.field.receiverName')}>
          {data.receiverName} {data.receiverMobile}
        </Descriptions.Item>
        <Descriptions.Item label={t('order.field.receiverAddress')} span="filled">
          {data.receiverAddress}
        </Descriptions.Item>
      </Descriptions>
      {DELIVERABLE.includes(data.orderStatus) ? (
        // Keyed by what has shipped: a form kept open in its tab starts again from what is left after a shipment.
        <DeliverGoodsForm
          key={data.lines.map((line) => `${line.orderLineId}:${line.shippedNum}`).join(',')}
          order={data}
          submit={submit}
          onCancel={back}
        />
      ) : (
        <Alert type="warning" showIcon title={t('sales.deliver.notDeliverable')} />
      )}
    </Card>
  );
}
