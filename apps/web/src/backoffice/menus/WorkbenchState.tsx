import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A workbench card whose read failed: what happened and a way to try again. */
export function WorkbenchError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const desc = (error as { respDesc?: string } | null)?.respDesc;
  return (
    <Result
      status="warning"
      title={t('workbench.loadFailed')}
      subTitle={desc}
      extra={
        <Button onClick={retry} data-testid="workbench-retry">
          {t('workbench.retry')}
        </Button>
      }
    />
  );
}

/** The name to show in the user's language: the English one where there is one. */
export const localName = (zh: string, en: string, language: string): string =>
  language === 'en-US' && en ? en : zh;
