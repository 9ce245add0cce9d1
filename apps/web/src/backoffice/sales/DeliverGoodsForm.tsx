import { type CallInput, deliverGoods, type OrderDetail } from '@procuremart/contract';
import { Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorBehaviour } from '../../forms/field-errors';
import { useClickGuard } from '../../forms/use-click-guard';
import { linesInput } from '../../resources/define-lines';
import { LinesEditor } from '../../resources/LinesEditor';
import { showLinesErrors } from '../../resources/lines-errors';
import { showErrorNotice } from '../../resources/show-error-notice';
import {
  DELIVERY_WAY_FIELDS,
  DeliveryWayFields,
  type DeliveryWayValues,
  deliveryWayInput,
} from './DeliveryWayFields';
import { type DeliveryLine, deliveryLines, deliveryLinesOf } from './delivery-lines';

/** What the form holds: the lines still to ship with the pieces shipped now, the way of delivery and its fields. */
export interface DeliveryValues extends DeliveryWayValues {
  lines: DeliveryLine[];
}

export type DeliveryInput = CallInput<typeof deliverGoods>;

/** The form's first values: each line's quantity what is left to ship, delivery by carrier. */
export const initialDelivery = (order: OrderDetail): DeliveryValues => ({
  lines: deliveryLinesOf(order.lines),
  way: 'carrier',
});

/** The call's input from the form: lines with a quantity above 0 (and which line each came from), one way of delivery. */
export function deliveryInput(orderId: string, values: DeliveryValues) {
  const { items, lineOf } = linesInput(deliveryLines, values.lines);
  const input: DeliveryInput = {
    orderId,
    lines: items,
    ...deliveryWayInput(values, values.remark?.trim() || undefined),
  };
  return { input, lineOf };
}

export interface DeliverGoodsFormProps {
  order: OrderDetail;
  /** Sends the shipment; a refusal shows under the field it names (a line, the carrier, …). */
  submit: (input: DeliveryInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The delivery form: per order line the quantity to ship now (what is left by default, 0 leaves the line
 * out), then a carrier with its waybill number or the supplier's own staff with a mobile. Rules come from
 * the contract (deliverGoods, delivererSchema); the server's refusals land under the fields they name.
 */
export function DeliverGoodsForm({ order, submit, onCancel }: DeliverGoodsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeliveryValues>();
  const [locked, guard] = useClickGuard();
  const [submitting, setSubmitting] = useState(false);
  const way = Form.useWatch('way', form) ?? 'carrier';
  const nothingLeft = initialDelivery(order).lines.length === 0;

  async function send(values: DeliveryValues) {
    // The lines' read-only fields (the order line ids) are in the form's store, not among the submitted fields.
    const { input, lineOf } = deliveryInput(order.orderId, { ...values, lines: form.getFieldValue('lines') });
    setSubmitting(true);
    try {
      await submit(input);
    } catch (error) {
      const { placed, rest } = showLinesErrors(form, deliveryLines, error, lineOf);
      const fields = rest.flatMap((e) =>
        DELIVERY_WAY_FIELDS[e.field] ? [{ name: DELIVERY_WAY_FIELDS[e.field], errors: [e.message] }] : [],
      );
      form.setFields(fields);
      if (placed === 0 && fields.length === 0) showErrorNotice(error);
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
      <LinesEditor lines={deliveryLines} />
      <Card size="small" style={{ marginTop: 16 }}>
        <DeliveryWayFields way={way} schema={deliverGoods.input} testIdPrefix="deliver" />
        <Space>
          <Button onClick={onCancel}>{t('sales.deliver.cancel')}</Button>
          <Button
            type="primary"
            loading={submitting}
            disabled={nothingLeft || (locked && !submitting)}
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
