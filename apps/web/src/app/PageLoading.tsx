import { useTranslation } from 'react-i18next';
import './ui/ui.css';

/** Shown while a lazy page or the user's account loads (plain markup: it is on every first paint). */
export function PageLoading({ fullScreen = false, tip }: { fullScreen?: boolean; tip?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`pm-page-loading${fullScreen ? ' pm-page-loading-full' : ''}`}
      role="status"
      aria-live="polite"
    >
      <span className="pm-spinner" aria-hidden="true" />
      <span className="pm-page-loading-tip">{tip ?? t('common.loading')}</span>
    </div>
  );
}
