import { getCaptcha } from '@procuremart/contract/refs';
import { Button, Form, type FormRule, Input, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

/**
 * The picture verification code (umc_getCaptcha): the picture, the answer field and a new picture on demand.
 * Its id goes in the form's hidden `captchaId` field; `generation` changes ask for a fresh picture (each is
 * used once, right or wrong). `rules` replace the answer's own (required) where a form asks for it only at times.
 */
export function CaptchaField({ generation, rules }: { generation: number; rules?: FormRule[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [image, setImage] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const captcha = await api(getCaptcha, {});
    // The old picture's answer goes; a refusal shown under it stays (setFieldsValue would clear it).
    form.setFields([
      { name: 'captchaId', value: captcha.captchaId },
      { name: 'captchaCode', value: '', errors: form.getFieldError('captchaCode') },
    ]);
    setImage(captcha.image);
  }, [form]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation asks for a new picture
  useEffect(() => {
    void refresh();
  }, [refresh, generation]);

  return (
    <>
      <Form.Item name="captchaId" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('signin.captcha')} required>
        <Space.Compact block>
          <Form.Item
            name="captchaCode"
            noStyle
            rules={rules ?? [{ required: true, message: t('accounts.captchaRequired') }]}
          >
            <Input
              placeholder={t('signin.captchaPlaceholder')}
              maxLength={6}
              autoComplete="off"
              data-testid="captcha-code"
            />
          </Form.Item>
          <Button
            onClick={() => void refresh()}
            title={t('signin.captchaRefresh')}
            style={{ padding: 0, height: 40 }}
          >
            {image && (
              <img
                src={image}
                alt={t('signin.captcha')}
                width={120}
                height={38}
                data-testid="captcha-image"
              />
            )}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
