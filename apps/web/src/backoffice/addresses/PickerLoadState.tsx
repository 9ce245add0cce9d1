import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** A picker's loading skeleton or its load error with a retry; null once the data is in. */
export function PickerLoadState({ query, rows }: { query: UseQueryResult<unknown>; rows: number }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (!query.isError) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('resource.loadFailed')}
      action={<Button onClick={() => query.refetch()}>{t('resource.retry')}</Button>}
    />
  );
}
