import {
  delivererSchema,
  refOf,
  type SupplierShipmentRow,
  saveAfterDeliveryInfo,
} from '@procuremart/contract';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { formErrorBehaviour, serverFieldErrors } from '../../forms/field-errors';
import { requiredRule } from '../../forms/rules';
import { schemaRule } from '../../forms/schema-rules';
import { showErrorNotice } from '../../resources/show-error-notice';
import type { DeliveryValues } from './DeliverGoodsForm';

type InfoValues = Omit<DeliveryValues, 'num'>;

const FORM_FIELDS: Record<string, keyof InfoValues> = {
  carrier: 'carrier',
  waybillNo: 'waybillNo',
  remark: 'remark',
  'deliverer.name': 'delivererName',
  'deliverer.mobile': 'delivererMobile',
};

const saveRef = refOf(saveAfterDeliveryInfo);

/** Corrects a shipment's carrier and waybill, or its own deliverer, and its remark (a modal). */
export function DeliveryInfoForm({
  shipment,
  onClose,
  onSaved,
}: {
  shipment: SupplierShipmentRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InfoValues>();
  const [saving, setSaving] = useState(false);
  const way = Form.useWatch('way', form) ?? (shipment.delivererName ? 'staff' : 'carrier');

  async function save(values: InfoValues) {
    const remark = values.remark?.trim() ?? '';
    const input =
      values.way === 'staff'
        ? {
            shipmentId: shipment.shipmentId,
            deliverer: {
              name: values.delivererName?.trim() ?? '',
              mobile: values.delivererMobile?.trim() ?? '',
            },
            remark,
          }
        : {
            shipmentId: shipment.shipmentId,
            carrier: values.carrier?.trim(),
            waybillNo: values.waybillNo?.trim(),
            remark,
          };
    setSaving(true);
    try {
      await api(saveRef, input, { notify: false });
      feedback.message.success(t('sales.info.saved'));
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error).flatMap((e) =>
        FORM_FIELDS[e.field] ? [{ name: FORM_FIELDS[e.field], errors: [e.message] }] : [],
      );
      if (fields.length > 0) form.setFields(fields);
      else showErrorNotice(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('sales.info.title', { shipmentNo: shipment.shipmentNo })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      mask={{ closable: false }}
    >
      <Form<InfoValues>
        form={form}
        layout="vertical"
        initialValues={{
          way: shipment.delivererName ? 'staff' : 'carrier',
          carrier: shipment.carrier,
          waybillNo: shipment.waybillNo,
          delivererName: shipment.delivererName,
          delivererMobile: shipment.delivererMobile,
          remark: shipment.remark,
        }}
        onFinish={(values) => void save(values)}
        {...formErrorBehaviour}
      >
        <Form.Item name="way" label={t('sales.field.way')}>
          <Radio.Group
            options={[
              { value: 'carrier', label: t('sales.way.carrier') },
              { value: 'staff', label: t('sales.way.staff') },
            ]}
          />
        </Form.Item>
        {way === 'carrier' ? (
          <>
            <Form.Item
              name="carrier"
              label={t('sales.field.carrier')}
              rules={[
                requiredRule('sales.carrierRequired'),
                schemaRule(saveAfterDeliveryInfo.input, 'carrier'),
              ]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="waybillNo"
              label={t('sales.field.waybillNo')}
              rules={[
                requiredRule('sales.waybillRequired'),
                schemaRule(saveAfterDeliveryInfo.input, 'waybillNo'),
              ]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="delivererName"
              label={t('sales.field.delivererName')}
              rules={[schemaRule(delivererSchema, 'name')]}
            >
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item
              name="delivererMobile"
              label={t('sales.field.delivererMobile')}
              rules={[schemaRule(delivererSchema, 'mobile')]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="remark"
          label={t('sales.field.remark')}
          rules={[schemaRule(saveAfterDeliveryInfo.input, 'remark')]}
        >
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
