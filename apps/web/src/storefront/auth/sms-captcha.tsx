import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldError } from '../../forms/field-errors';
import { CaptchaField } from './CaptchaField';

/** What the get-code button needs of the picture code its form shows. */
export interface SmsCaptcha {
  answer: () => { captchaId?: string; captchaCode?: string };
  /** After every ask (the picture is used up, right or wrong); true when the refusal went under a field. */
  tried: (error: unknown) => boolean;
}

/**
 * The picture code a public page asks an SMS code with (umc_sendSmsCode): shown from the start, replaced
 * after every ask, its refusals shown under it. Its answer is required when a code is asked for, not when the
 * form is submitted (by then the picture is a new, unused one).
 */
export function useSmsCaptcha(form: FormInstance) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(1);
  const asking = useRef(false);
  const captcha: SmsCaptcha = {
    answer: () => ({
      captchaId: form.getFieldValue('captchaId'),
      captchaCode: String(form.getFieldValue('captchaCode') ?? '').trim(),
    }),
    tried: (error) => {
      setGeneration((n) => n + 1);
      return error !== null && showServerFieldError(form, error, ['captchaCode', 'mobile']);
    },
  };
  /** Checks the number and the picture code's answer before a code is asked for. */
  const validate = async () => {
    asking.current = true;
    try {
      return await form.validateFields(['mobile', 'captchaCode']);
    } finally {
      asking.current = false;
    }
  };
  const rules = [
    {
      validator: (_: unknown, value: unknown) =>
        !asking.current || String(value ?? '').trim() !== ''
          ? Promise.resolve()
          : Promise.reject(new Error(t('accounts.captchaRequired'))),
    },
  ];
  return { captcha, validate, captchaField: <CaptchaField generation={generation} rules={rules} /> };
}
