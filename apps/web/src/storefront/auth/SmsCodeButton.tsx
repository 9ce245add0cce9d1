import type { CodePurposeCode } from '@procuremart/contract';
import { sendSmsCode } from '@procuremart/contract/refs';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../api/client';
import { showErrorNotice } from '../../api/notices';
import { feedback } from '../../app/feedback';
import type { SmsCaptcha } from './sms-captcha';

/** SPEC §5: a code may be asked for again after a 60 s countdown. */
const COUNTDOWN_SECONDS = 60;

/**
 * Sends an SMS code to the number `mobile()` gives (after `validate` passes) and counts down until another may
 * be asked for; the server's own wait (a code sent moments ago) starts the countdown too. On public pages the
 * picture code of `captcha` goes along (used up by every ask).
 */
export function SmsCodeButton({
  purpose,
  mobile,
  validate,
  captcha,
  testId = 'send-sms-code',
}: {
  purpose: CodePurposeCode;
  mobile: () => string;
  validate: () => Promise<unknown>;
  captcha?: SmsCaptcha;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    try {
      await validate();
    } catch {
      return;
    }
    setSending(true);
    try {
      const input = { mobile: mobile().trim(), purpose, ...captcha?.answer() };
      const { resendAfterSeconds } = await api(sendSmsCode, input, { notify: !captcha });
      captcha?.tried(null);
      setLeft(resendAfterSeconds || COUNTDOWN_SECONDS);
      void feedback.message.success(t('signin.codeSent'));
    } catch (error) {
      const wait = Number((error as { facts?: { resendAfterSeconds?: unknown } }).facts?.resendAfterSeconds);
      if (wait > 0) setLeft(wait);
      if (captcha && !captcha.tried(error))
        showErrorNotice(isApiError(error) ? error.respDesc : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} disabled={left > 0} loading={sending} data-testid={testId}>
      {left > 0 ? t('signin.resendIn', { seconds: left }) : t('signin.sendCode')}
    </Button>
  );
}
