import type { Shipment } from '@procuremart/contract';
import { arrivalRegister } from '@procuremart/contract/refs';
import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStateMovedError } from '../../api/api-error';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { linesInput } from '../../resources/define-lines';
import { LinesEditor } from '../../resources/LinesEditor';
import { showLinesErrors } from '../../resources/lines-errors';
import { type ArrivalLine, arrivalLines, arrivalLinesOf } from './arrival-lines';

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
  return shipment ? <RegisterForm shipment={shipment} onClose={onClose} /> : null;
}

function RegisterForm({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ lines: ArrivalLine[] }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    await form.validateFields();
    const { items, lineOf } = linesInput(arrivalLines, form.getFieldValue('lines'));
    setSaving(true);
    try {
      await api(arrivalRegister, { shipmentId: shipment.shipmentId, lines: items });
      // The client refreshes every open view of the order and its shipments (the call touches both).
      feedback.message.success(t('shipment.success.registerArrival'));
      onClose();
    } catch (error) {
      // The API client has shown the message; a shipment that moved on meanwhile leaves nothing to register.
      if (isStateMovedError(error)) onClose();
      else showLinesErrors(form, arrivalLines, error, lineOf);
    } finally {
      setSaving(false);
    }
  };
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
      <Form form={form} component={false} initialValues={{ lines: arrivalLinesOf(shipment.lines) }}>
        <LinesEditor lines={arrivalLines} bare />
      </Form>
    </Modal>
  );
}
