import type { Shipment, ShipmentLine, UserKind } from '@procuremart/contract';
import { Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { DictTag } from '../../dictionaries/DictTag';
import { useUnitName } from '../../dictionaries/unit-name';
import { localName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { formatDateTime } from '../../resources/formatters';
import { RowActions } from '../../resources/RowActions';
import type { RowAction } from '../../resources/types';
import { useActionRunner } from '../../resources/use-action-runner';
import { orderKeys } from './keys';

/** The actions of a shipment this user may take: bound to an event the server lists for the shipment. */
export const shipmentActionsFor = (
  actions: readonly RowAction<Shipment>[],
  shipment: Shipment,
  kind: UserKind | null,
) =>
  actions.filter(
    (action) =>
      (action.event === undefined || shipment.actions.includes(action.event)) &&
      (action.visible ? action.visible(shipment, kind) : true),
  );

function ShipmentCard({ shipment, actions }: { shipment: Shipment; actions: RowAction<Shipment>[] }) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const byCarrier = shipment.carrier !== '' || shipment.waybillNo !== '';
  const at = (value: string | null) => (value ? formatDateTime(value) : '-');
  const items = [
    ...(byCarrier
      ? [
          { key: 'carrier', label: t('receiving.field.carrier'), children: shipment.carrier || '-' },
          { key: 'waybillNo', label: t('receiving.field.waybillNo'), children: shipment.waybillNo || '-' },
        ]
      : [
          {
            key: 'deliverer',
            label: t('receiving.field.delivererName'),
            children: shipment.delivererName || '-',
          },
          {
            key: 'delivererMobile',
            label: t('receiving.field.delivererMobile'),
            children: shipment.delivererMobile || '-',
          },
        ]),
    { key: 'createdAt', label: t('receiving.field.createdAt'), children: at(shipment.createdAt) },
    { key: 'arrivedAt', label: t('receiving.field.arrivedAt'), children: at(shipment.arrivedAt) },
    { key: 'decidedAt', label: t('receiving.field.decidedAt'), children: at(shipment.decidedAt) },
    ...(shipment.rejectReason
      ? [{ key: 'rejectReason', label: t('receiving.field.rejectReason'), children: shipment.rejectReason }]
      : []),
    ...(shipment.remark
      ? [{ key: 'remark', label: t('receiving.field.remark'), children: shipment.remark }]
      : []),
  ];
  const columns = [
    {
      key: 'skuName',
      title: t('order.line.skuName'),
      render: (_: unknown, line: ShipmentLine) => localName(i18n.language, line.skuName, line.skuNameEn),
    },
    { key: 'model', dataIndex: 'model', title: t('order.line.model') },
    {
      key: 'unit',
      title: t('order.line.unit'),
      render: (_: unknown, line: ShipmentLine) => unitName(line.unit),
    },
    { key: 'num', dataIndex: 'num', title: t('receiving.field.shippedNum'), align: 'right' as const },
    {
      key: 'arrivedNum',
      dataIndex: 'arrivedNum',
      title: t('receiving.field.arrivedNum'),
      align: 'right' as const,
    },
  ];
  return (
    <Card
      size="small"
      data-testid={`shipment-${shipment.shipmentId}`}
      title={
        <Space wrap>
          <Typography.Text strong>
            {t('receiving.field.shipmentNo')}: {shipment.shipmentNo}
          </Typography.Text>
          <DictTag code="SHIPMENT_STATUS" value={shipment.status} />
          {shipment.autoAccepted && <Tag>{t('order.shipment.autoAccepted')}</Tag>}
        </Space>
      }
      extra={actions.length > 0 ? <ShipmentActions shipment={shipment} actions={actions} /> : undefined}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      <Table<ShipmentLine>
        className={CARD_TABLE}
        size="small"
        rowKey="orderLineId"
        columns={cardColumns(columns)}
        dataSource={shipment.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

function ShipmentActions({ shipment, actions }: { shipment: Shipment; actions: RowAction<Shipment>[] }) {
  const runner = useActionRunner(orderKeys.all);
  return (
    <>
      {runner.element}
      <RowActions row={shipment} actions={actions} onRun={runner.run} variant="link" />
    </>
  );
}

/** The order's shipments, newest first: carrier or deliverer, lines shipped and arrived, and their steps. */
export function OrderShipments({
  shipments,
  actions = [],
}: {
  shipments: readonly Shipment[];
  actions?: readonly RowAction<Shipment>[];
}) {
  const { t } = useTranslation();
  const { kind } = useSession();
  if (shipments.length === 0) return <Empty description={t('order.shipment.empty')} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="order-shipments">
      {shipments.map((shipment) => (
        <ShipmentCard
          key={shipment.shipmentId}
          shipment={shipment}
          actions={shipmentActionsFor(actions, shipment, kind)}
        />
      ))}
    </Space>
  );
}
