import { confirmQrLogin } from '@procuremart/contract/refs';
import { Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { usePageParams } from '../../app/tabs/page-params';

/** A short name of this device for the scan devices list (the browser's own description of itself). */
const deviceName = (): string => navigator.userAgent.slice(0, 100);

/** The signed-in phone confirms the QR sign-in of a computer (opened from the login page's QR code, at 375 px). */
export default function QrLoginConfirmPage() {
  const { token } = usePageParams('qrLoginConfirm');
  // A kept tab opened again from another QR code starts over.
  return <QrConfirmation key={token ?? ''} token={token} />;
}

function QrConfirmation({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const [state, setState] = useState<'asking' | 'confirming' | 'done' | 'cancelled'>('asking');

  if (!token) return <Result status="warning" title={t('qrConfirm.noToken')} />;
  if (state === 'done')
    return <Result status="success" title={t('qrConfirm.done')} data-testid="qr-confirmed" />;
  if (state === 'cancelled') return <Result status="info" title={t('qrConfirm.cancelled')} />;

  const confirm = async () => {
    setState('confirming');
    try {
      await api(confirmQrLogin, { qrToken: token, deviceName: deviceName() });
      setState('done');
    } catch {
      setState('asking');
    }
  };

  return (
    <Card title={t('qrConfirm.title')}>
      <p>{t('qrConfirm.hint', { username: userInfo?.username ?? '' })}</p>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          block
          size="large"
          loading={state === 'confirming'}
          onClick={() => void confirm()}
          data-testid="qr-confirm"
        >
          {t('qrConfirm.confirm')}
        </Button>
        <Button block size="large" onClick={() => setState('cancelled')}>
          {t('qrConfirm.cancel')}
        </Button>
      </Space>
    </Card>
  );
}
