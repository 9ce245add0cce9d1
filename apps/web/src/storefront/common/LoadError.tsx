import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';

/** A part of the page could not load: what went wrong and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      className="pm-store-state"
      title={t('mall.state.loadFailed')}
      subTitle={isApiError(error) && error.respDesc ? error.respDesc : t('mall.state.loadFailedHint')}
      extra={
        <Button type="primary" onClick={onRetry} data-testid="load-retry">
          {t('common.retry')}
        </Button>
      }
      data-testid="load-error"
    />
  );
}
