import { getCaptcha } from '@procuremart/contract/refs';
import { Button, Form, type FormRule, Input, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

/**
 * The picture verification code (umc_getCaptcha): the picture, the answer field and a new picture on demand (a
 * click on the picture; a spinner while it loads, a retry hint when it could not be loaded).
 * Its id goes in the form's hidden `captchaId` field; `generation` changes ask for a fresh picture (each is
 * used once, right or wrong). `rules` replace the answer's own (required) where a form asks for it only at times.
 */
export function CaptchaField({ generation, rules }: { generation: number; rules?: FormRule[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [image, setImage] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  // Only the last asked picture is shown: an earlier answer arriving late is dropped.
  const asked = useRef(0);

  const refresh = useCallback(async () => {
    const ask = ++asked.current;
    setState('loading');
    try {
      const captcha = await api(getCaptcha, {});
      if (ask !== asked.current) return;
      // The old picture's answer goes; a refusal shown under it stays (setFieldsValue would clear it).
      form.setFields([
        { name: 'captchaId', value: captcha.captchaId },
        { name: 'captchaCode', value: '', errors: form.getFieldError('captchaCode') },
      ]);
      setImage(captcha.image);
      setState('shown');
    } catch {
      // The client has shown why; the picture's place offers another try.
      if (ask === asked.current) setState('failed');
    }
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
            aria-label={t('signin.captchaRefresh')}
            disabled={state === 'loading'}
            style={{ padding: 0, height: 40, width: 122 }}
            data-testid="captcha-refresh"
          >
            {state === 'loading' && <Spin size="small" data-testid="captcha-loading" />}
            {state === 'failed' && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="captcha-failed">
                {t('signin.captchaFailed')}
              </Typography.Text>
            )}
            {state === 'shown' && image && (
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
