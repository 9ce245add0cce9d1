import { isEmail, isMobile } from '@procuremart/contract';
import { bindEmail, bindMobile } from '@procuremart/contract/refs';
import { Form, Input, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { requiredRule, validatorRule } from '../../forms/rules';
import { SmsCodeButton } from '../../storefront/auth/SmsCodeButton';

/** A modal form whose server refusals land under their fields. */
function useModalForm<V>(fields: string[], run: (values: V) => Promise<unknown>, onClose: () => void) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await run(values);
      void feedback.message.success(t('security.bound'));
      form.resetFields();
      onClose();
    } catch (error) {
      showServerFieldError(form, error, fields);
    } finally {
      setSaving(false);
    }
  };
  return { form, saving, ok };
}

/** The frame both dialogs share: a modal whose OK submits its form, busy while saving. */
function BindModal<V>({
  open,
  titleKey,
  onClose,
  modal,
  children,
}: {
  open: boolean;
  titleKey: string;
  onClose: () => void;
  modal: ReturnType<typeof useModalForm<V>>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t(titleKey)}
      onOk={() => void modal.ok()}
      onCancel={onClose}
      confirmLoading={modal.saving}
      destroyOnHidden
    >
      <Form form={modal.form} layout="vertical" {...formErrorBehaviour}>
        {children}
      </Form>
    </Modal>
  );
}

/** Binds or changes the mobile: a code to the new number proves it. */
export function BindMobileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const modal = useModalForm<{ mobile: string; code: string }>(
    ['mobile', 'code'],
    (values) =>
      api(bindMobile, { mobile: values.mobile.trim(), code: values.code.trim() }, { notify: false }),
    onClose,
  );
  return (
    <BindModal open={open} titleKey="security.bindMobileTitle" onClose={onClose} modal={modal}>
      <Form.Item
        name="mobile"
        label={t('signin.mobile')}
        rules={[validatorRule(isMobile, 'validation.mobile', { required: true })]}
      >
        <Input inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('signin.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[requiredRule()]}>
            <Input maxLength={6} inputMode="numeric" placeholder={t('signin.codePlaceholder')} />
          </Form.Item>
          <SmsCodeButton
            purpose="bindMobile"
            mobile={() => modal.form.getFieldValue('mobile') ?? ''}
            validate={() => modal.form.validateFields(['mobile'])}
          />
        </Space.Compact>
      </Form.Item>
    </BindModal>
  );
}

/** Binds or changes the e-mail: the current password confirms it. */
export function BindEmailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const modal = useModalForm<{ email: string; password: string }>(
    ['email', 'password'],
    (values) => api(bindEmail, { email: values.email.trim(), password: values.password }, { notify: false }),
    onClose,
  );
  return (
    <BindModal open={open} titleKey="security.bindEmailTitle" onClose={onClose} modal={modal}>
      <Form.Item
        name="email"
        label={t('security.email')}
        rules={[validatorRule(isEmail, 'validation.email', { required: true })]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label={t('security.currentPassword')} rules={[requiredRule()]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </BindModal>
  );
}
