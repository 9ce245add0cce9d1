import { Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStateMovedError } from '../api/api-error';
import { type LinesDescriptor, linesInput } from './define-lines';
import { LinesEditor } from './LinesEditor';
import { showLinesErrors } from './lines-errors';
import { showErrorNotice } from './show-error-notice';
import type { Row } from './types';

/**
 * A modal of lines saved by one call (price and stock editors, arrival registration): checks the lines, sends
 * the call's items, closes when saved. A refusal shows under the cells it names, else as a notice; a record
 * that moved on meanwhile closes the modal (nothing is left to save).
 */
export function LinesModal<V extends Row, I>({
  lines,
  initial,
  title,
  okTextKey = 'common.ok',
  width = 720,
  extra,
  save,
  onClose,
}: {
  lines: LinesDescriptor<V, I>;
  initial: V[];
  title?: string;
  okTextKey?: string;
  width?: number;
  extra?: ReactNode;
  /** Sends the items (quietly: `notify: false`); resolves when saved. */
  save: (items: I[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    await form.validateFields();
    // The lines' read-only fields (ids) are in the form's store, not among the validated fields.
    const { items, lineOf } = linesInput(lines, form.getFieldValue(lines.field));
    setSaving(true);
    try {
      await save(items);
      onClose();
    } catch (error) {
      if (showLinesErrors(form, lines, error, lineOf).placed > 0) return;
      showErrorNotice(error);
      if (isStateMovedError(error)) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={width}
      title={title ?? t(lines.titleKey)}
      okText={t(okTextKey)}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': `${lines.testId}-save` } as never}
      destroyOnHidden
    >
      <Form form={form} component={false} initialValues={{ [lines.field]: initial }}>
        <LinesEditor lines={lines} extra={extra} bare />
      </Form>
    </Modal>
  );
}
