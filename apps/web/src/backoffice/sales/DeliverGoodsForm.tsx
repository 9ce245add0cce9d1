import { type CallInput, deliverGoods, type OrderDetail, type OrderLine } from '@procuremart/contract';
import { Alert, Button, Card, Form, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitName } from '../../dictionaries/unit-name';
import { formErrorBehaviour, serverFieldErrors } from '../../forms/field-errors';
import { useClickGuard } from '../../forms/use-click-guard';
import { localName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { showErrorNotice } from '../../resources/show-error-notice';
import {
  DELIVERY_WAY_FIELDS,
  DeliveryWayFields,
  type DeliveryWayValues,
  deliveryWayInput,
} from './DeliveryWayFields';

/** What the form holds: the quantity per order line, the way of delivery and its fields. */
export interface DeliveryValues extends DeliveryWayValues {
  num: Record<string, number | null>;
}

export type DeliveryInput = CallInput<typeof deliverGoods>;

const leftOf = (line: OrderLine) => Math.max(0, line.num - line.shippedNum);

/** The form's first values: each line's quantity what is left to ship, delivery by carrier. */
export const initialDelivery = (order: OrderDetail): DeliveryValues => ({
  num: Object.fromEntries(order.lines.map((line) => [line.orderLineId, leftOf(line)])),
  way: 'carrier',
});

/** The call's input from the form: lines with a quantity above 0, one way of delivery. */
export function deliveryInput(orderId: string, values: DeliveryValues): DeliveryInput {
  const lines = Object.entries(values.num ?? {})
    .filter(([, num]) => typeof num === 'number' && num > 0)
    .map(([orderLineId, num]) => ({ orderLineId, num: num as number }));
  return { orderId, lines, ...deliveryWayInput(values, values.remark?.trim() || undefined) };
}

export interface DeliverGoodsFormProps {
  order: OrderDetail;
  /** Sends the shipment; a refusal shows under the field it names (the lines, the carrier, …). */
  submit: (input: DeliveryInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The delivery form: per order line the quantity to ship now (what is left by default, 0 leaves the line
 * out), then a carrier with its waybill number or the supplier's own staff with a mobile. Rules come from
 * the contract (deliverGoods, delivererSchema); the server's refusals land under the fields they name.
 */
export function DeliverGoodsForm({ order, submit, onCancel }: DeliverGoodsFormProps) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const nameOf = (line: OrderLine) => localName(i18n.language, line.skuName, line.skuNameEn);
  const [form] = Form.useForm<DeliveryValues>();
  const [locked, guard] = useClickGuard();
  const [submitting, setSubmitting] = useState(false);
  const [linesError, setLinesError] = useState<string>();
  const way = Form.useWatch('way', form) ?? 'carrier';
  const open = order.lines.filter((line) => leftOf(line) > 0);

  const columns = [
    {
      key: 'skuName',
      title: t('sales.deliver.skuName'),
      render: (_: unknown, line: OrderLine) => nameOf(line),
    },
    { key: 'model', title: t('sales.deliver.model'), render: (_: unknown, line: OrderLine) => line.model },
    {
      key: 'unit',
      title: t('sales.deliver.unit'),
      render: (_: unknown, line: OrderLine) => unitName(line.unit),
    },
    {
      key: 'ordered',
      title: t('sales.deliver.ordered'),
      align: 'right' as const,
      render: (_: unknown, line: OrderLine) => line.num,
    },
    {
      key: 'shipped',
      title: t('sales.deliver.shipped'),
      align: 'right' as const,
      render: (_: unknown, line: OrderLine) => line.shippedNum,
    },
    {
      key: 'left',
      title: t('sales.deliver.left'),
      align: 'right' as const,
      render: (_: unknown, line: OrderLine) => leftOf(line),
    },
    {
      key: 'num',
      title: t('sales.deliver.num'),
      render: (_: unknown, line: OrderLine) => (
        <Form.Item name={['num', line.orderLineId]} noStyle>
          <InputNumber
            min={0}
            max={leftOf(line)}
            precision={0}
            data-testid={`deliver-num-${line.orderLineId}`}
            aria-label={`${t('sales.deliver.num')} ${nameOf(line)}`}
          />
        </Form.Item>
      ),
    },
  ];

  async function send(values: DeliveryValues) {
    const input = deliveryInput(order.orderId, values);
    if (input.lines.length === 0) {
      setLinesError(t('sales.deliver.noLines'));
      return;
    }
    setLinesError(undefined);
    setSubmitting(true);
    try {
      await submit(input);
    } catch (error) {
      const errors = serverFieldErrors(error);
      const lines = errors.find((e) => e.field === 'lines' || e.field.startsWith('lines.'));
      if (lines) setLinesError(lines.message);
      const fields = errors.flatMap((e) =>
        DELIVERY_WAY_FIELDS[e.field] ? [{ name: DELIVERY_WAY_FIELDS[e.field], errors: [e.message] }] : [],
      );
      form.setFields(fields);
      if (!lines && fields.length === 0) showErrorNotice(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form<DeliveryValues>
      form={form}
      layout="vertical"
      initialValues={initialDelivery(order)}
      onFinish={(values) => void send(values)}
      {...formErrorBehaviour}
    >
      <Card title={t('sales.deliver.linesTitle')} size="small">
        {open.length === 0 && <Alert type="info" showIcon title={t('sales.deliver.nothingLeft')} />}
        <Table<OrderLine>
          className={CARD_TABLE}
          rowKey="orderLineId"
          size="small"
          pagination={false}
          columns={cardColumns(columns)}
          dataSource={open}
          data-testid="deliver-lines"
        />
        {linesError && (
          <Alert
            type="error"
            showIcon
            title={linesError}
            style={{ marginTop: 8 }}
            data-testid="deliver-lines-error"
          />
        )}
      </Card>
      <Card size="small" style={{ marginTop: 16 }}>
        <DeliveryWayFields way={way} schema={deliverGoods.input} testIdPrefix="deliver" />
        <Space>
          <Button onClick={onCancel}>{t('sales.deliver.cancel')}</Button>
          <Button
            type="primary"
            loading={submitting}
            disabled={open.length === 0 || (locked && !submitting)}
            onClick={guard(() => form.submit())}
            data-testid="deliver-submit"
          >
            {t('sales.deliver.submit')}
          </Button>
        </Space>
      </Card>
    </Form>
  );
}
