import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { StatusMessage } from '../../app/ui/StatusMessage';

/** A part of the page could not load: what went wrong and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      kind="warning"
      title={t('mall.state.loadFailed')}
      subtitle={isApiError(error) && error.respDesc ? error.respDesc : t('mall.state.loadFailedHint')}
      testId="load-error"
      actions={
        <button type="button" className="pm-btn pm-btn-primary" onClick={onRetry} data-testid="load-retry">
          {t('common.retry')}
        </button>
      }
    />
  );
}
