import { kindFromCode } from '@procuremart/contract';
import { getAccountInfo } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, type DescriptionsProps, Result, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { identityKeys } from './keys';
import { kindColor } from './kind-tag';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Account info: the logged-in user's own account, organisation, roles and last login. */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: identityKeys.accountInfo(), queryFn: () => api(getAccountInfo, {}) });

  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('account.loadError')}
          subTitle={query.error.message}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }

  const account = query.data;
  const empty = t('common.empty');
  const show = (value: string | null | undefined) => (value ? value : empty);
  const when = (value: string | null) => (value ? dayjs(value).format(DATE_TIME) : empty);
  let kindTag: ReactNode = empty;
  try {
    const kind = kindFromCode(account.isProfessionalOrgExt);
    kindTag = <Tag color={kindColor[kind]}>{t(`kinds.${kind}`)}</Tag>;
  } catch {
    kindTag = String(account.isProfessionalOrgExt);
  }
  const code = (group: string, value: string | null) =>
    value ? t(`codes.${group}.${value}`, { defaultValue: value }) : empty;

  const basic: DescriptionsProps['items'] = [
    { key: 'username', label: t('account.username'), children: account.username },
    { key: 'userName', label: t('account.userName'), children: show(account.userName) },
    { key: 'mobile', label: t('account.mobile'), children: show(account.mobile) },
    { key: 'email', label: t('account.email'), children: show(account.email) },
    { key: 'kind', label: t('account.kind'), children: kindTag },
    {
      key: 'memberClass',
      label: t('account.memberClass'),
      children: code('memberClass', account.memberClass),
    },
  ];
  const organisation: DescriptionsProps['items'] = [
    { key: 'orgName', label: t('account.orgName'), children: show(account.orgName) },
    { key: 'orgType', label: t('account.orgType'), children: code('orgType', account.orgType) },
    { key: 'creditCode', label: t('account.creditCode'), children: show(account.creditCode) },
  ];
  const security: DescriptionsProps['items'] = [
    {
      key: 'roles',
      label: t('account.roles'),
      children:
        account.roles.length === 0
          ? empty
          : account.roles.map((role) => <Tag key={role.roleCode}>{role.roleName}</Tag>),
    },
    { key: 'createdAt', label: t('account.createdAt'), children: when(account.createdAt) },
    { key: 'lastLoginAt', label: t('account.lastLoginAt'), children: when(account.lastLoginAt) },
  ];
  const columns = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 };
  const labelStyle = { label: { whiteSpace: 'nowrap' as const } };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('account.basic')}>
        <Descriptions
          bordered
          size="small"
          column={columns}
          styles={labelStyle}
          items={basic}
          data-testid="account-basic"
        />
      </Card>
      <Card title={t('account.organisation')}>
        <Descriptions bordered size="small" column={columns} styles={labelStyle} items={organisation} />
      </Card>
      <Card title={t('account.security')}>
        <Descriptions bordered size="small" column={columns} styles={labelStyle} items={security} />
      </Card>
    </Space>
  );
}
