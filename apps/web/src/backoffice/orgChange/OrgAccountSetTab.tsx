import { getOrgAccountSet } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { ChangeValues } from './ChangeValues';
import { orgChangeKeys } from './keys';

/** An enterprise's approved account-set info (the version in use), on the operators' enterprise detail. */
export function OrgAccountSetTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...orgChangeKeys.all, 'accountSetOf', orgId],
    queryFn: () => api(getOrgAccountSet, { orgId }),
  });
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="warning" showIcon message={t('orgChange.loadError')} />;
  const { accountSet, approvedAt } = query.data;
  if (!accountSet) return <Empty description={t('orgChange.accountSet.none')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('orgChange.accountSet.approvedAt', { at: dayjs(approvedAt).format('YYYY-MM-DD HH:mm') })}
      </Typography.Paragraph>
      <ChangeValues kind="accountSet" current={accountSet} proposed={null} />
    </>
  );
}
