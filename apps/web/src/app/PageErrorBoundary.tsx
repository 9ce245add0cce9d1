import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageErrorResult({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('layout.pageError')}
      subTitle={t('layout.pageErrorHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
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
