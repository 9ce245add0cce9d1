import type { Shipment, ShipmentLine } from '@procuremart/contract';
import { arrivalRegister } from '@procuremart/contract/refs';
import { Form, InputNumber, Modal, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStateMovedError } from '../../api/api-error';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { useUnitName } from '../../dictionaries/unit-name';
import { localName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';

type Values = Record<string, number | null>;

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
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (shipment) form.setFieldsValue(Object.fromEntries(shipment.lines.map((l) => [l.orderLineId, l.num])));
  }, [shipment, form]);
  if (!shipment) return null;

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api(arrivalRegister, {
        shipmentId: shipment.shipmentId,
        lines: shipment.lines.map((l) => ({ orderLineId: l.orderLineId, num: values[l.orderLineId] ?? 0 })),
      });
      // The client refreshes every open view of the order and its shipments (the call touches both).
      feedback.message.success(t('shipment.success.registerArrival'));
      onClose();
    } catch (error) {
      // The API client has shown the message; a shipment that moved on meanwhile leaves nothing to register.
      if (isStateMovedError(error)) onClose();
    } finally {
      setSaving(false);
    }
  };
  const name = (line: ShipmentLine) => localName(i18n.language, line.skuName, line.skuNameEn);
  return (
    <Modal
      open
      title={`${t('receiving.register.title')} · ${shipment.shipmentNo}`}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'arrival-register-save' } as never}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('receiving.register.hint')}</Typography.Paragraph>
      <Form form={form} component={false}>
        <Table<ShipmentLine>
          className={CARD_TABLE}
          rowKey="orderLineId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={shipment.lines}
          columns={cardColumns<ShipmentLine>([
            { key: 'goods', title: t('receiving.register.goods'), render: (_, line) => name(line) },
            { key: 'model', title: t('receiving.register.model'), dataIndex: 'model' },
            { key: 'unit', title: t('receiving.register.unit'), render: (_, line) => unitName(line.unit) },
            { key: 'shipped', title: t('receiving.register.shipped'), dataIndex: 'num', align: 'right' },
            {
              key: 'arrived',
              title: t('receiving.register.arrived'),
              render: (_, line) => (
                <Form.Item
                  name={line.orderLineId}
                  style={{ margin: 0 }}
                  rules={[
                    { required: true, message: t('validation.required') },
                    {
                      type: 'number',
                      min: 0,
                      max: line.num,
                      message: t('receiving.register.arrivedTooMany'),
                    },
                  ]}
                >
                  <InputNumber
                    min={0}
                    max={line.num}
                    precision={0}
                    aria-label={`${t('receiving.register.arrived')} ${name(line)}`}
                    data-testid={`arrived-${line.orderLineId}`}
                  />
                </Form.Item>
              ),
            },
          ])}
        />
      </Form>
    </Modal>
  );
}
