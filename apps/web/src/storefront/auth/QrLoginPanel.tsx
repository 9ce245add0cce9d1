import { pageLink } from '@procuremart/contract';
import { createQrLogin, pollQrLogin } from '@procuremart/contract/refs';
import { QRCode, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useSignedIn } from './use-signed-in';

/** How often the page asks whether the phone confirmed (the server allows it well within its rate limit). */
const POLL_MS = 2_000;

interface Pending {
  qrToken: string;
  pollSecret: string;
}

/** The address the phone opens: the confirmation page of this same site, signed in on the phone. */
const confirmAddress = (qrToken: string): string =>
  `${window.location.origin}${window.location.pathname}#${pageLink('qrLoginConfirm', { token: qrToken })}`;

/**
 * QR sign-in: a one-time token shown as a QR code (antd's QRCode, drawn in the browser), polled until a
 * signed-in phone confirms it (then this browser is signed in) or it expires (then a new one on demand).
 */
export function QrLoginPanel() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState<'loading' | 'active' | 'expired'>('loading');

  const start = useCallback(async () => {
    setStatus('loading');
    try {
      const created = await api(createQrLogin, {});
      setPending({ qrToken: created.qrToken, pollSecret: created.pollSecret });
      setStatus('active');
    } catch {
      setStatus('expired');
    }
  }, []);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (!pending || status !== 'active') return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = await api(pollQrLogin, pending, { notify: false });
        if (stopped) return;
        if (answer.state === 'expired') setStatus('expired');
        if (answer.state === 'signedIn' && answer.token && answer.userInfo) {
          stopped = true;
          clearInterval(timer);
          await signedIn({ token: answer.token, userInfo: answer.userInfo }, false);
        }
      } catch {
        // A failed poll (network, rate limit) is tried again at the next tick.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pending, status, signedIn]);

  return (
    <div className="pm-qr-login" data-testid="qr-login">
      <QRCode
        value={pending ? confirmAddress(pending.qrToken) : '-'}
        type="svg"
        size={180}
        status={status}
        onRefresh={() => void start()}
      />
      <Typography.Paragraph type="secondary">
        {status === 'expired' ? t('signin.qrExpired') : t('signin.qrHint')}
      </Typography.Paragraph>
    </div>
  );
}
