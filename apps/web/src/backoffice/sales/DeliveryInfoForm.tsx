import { refOf, type SupplierShipmentRow, saveAfterDeliveryInfo } from '@procuremart/contract';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { formErrorBehaviour, serverFieldErrors } from '../../forms/field-errors';
import { showErrorNotice } from '../../resources/show-error-notice';
import {
  DELIVERY_WAY_FIELDS,
  DeliveryWayFields,
  type DeliveryWayValues,
  deliveryWayInput,
} from './DeliveryWayFields';

type InfoValues = DeliveryWayValues;

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
    const input = {
      shipmentId: shipment.shipmentId,
      ...deliveryWayInput(values, values.remark?.trim() ?? ''),
    };
    setSaving(true);
    try {
      await api(saveRef, input, { notify: false });
      feedback.message.success(t('sales.info.saved'));
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error).flatMap((e) =>
        DELIVERY_WAY_FIELDS[e.field] ? [{ name: DELIVERY_WAY_FIELDS[e.field], errors: [e.message] }] : [],
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
        <DeliveryWayFields way={way} schema={saveAfterDeliveryInfo.input} />
      </Form>
    </Modal>
  );
}
