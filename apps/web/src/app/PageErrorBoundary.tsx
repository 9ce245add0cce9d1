import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './ui/StatusMessage';

function PageErrorResult({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      kind="error"
      title={t('layout.pageError')}
      subtitle={t('layout.pageErrorHint')}
      actions={
        <button type="button" className="pm-btn pm-btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** Keeps a failing page (or a chunk that failed to load) from taking the whole workspace down. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[page]', error, info.componentStack);
  }

  render(): ReactNode {
    if (this.state.failed) return <PageErrorResult onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
