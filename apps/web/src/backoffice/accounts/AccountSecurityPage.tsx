import { endSessions, getAccountSecurity } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { formatDateTime } from '../../resources/formatters';
import { BindEmailModal, BindMobileModal } from './ContactBindModals';
import { accountsKeys } from './keys';

/** Account security: the bound mobile and e-mail, the signed-in sessions (others can be ended), recent sign-ins. */
export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: accountsKeys.security(), queryFn: () => api(getAccountSecurity, {}) });
  const [binding, setBinding] = useState<'mobile' | 'email' | null>(null);
  const data = query.data;

  const end = async (sessionIds?: string[]) => {
    const { ended } = await api(endSessions, sessionIds ? { sessionIds } : {});
    void feedback.message.success(t('security.ended', { count: ended }));
  };
  const contact = (value: string | null | undefined, kind: 'mobile' | 'email') => (
    <Space wrap>
      <span data-testid={`security-${kind}`}>{value || t('security.notBound')}</span>
      <Button type="link" size="small" onClick={() => setBinding(kind)} data-testid={`bind-${kind}`}>
        {value ? t('security.change') : t('security.bind')}
      </Button>
    </Space>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('security.contacts')} loading={query.isPending}>
        <Descriptions
          column={1}
          items={[
            { key: 'mobile', label: t('security.mobile'), children: contact(data?.mobile, 'mobile') },
            { key: 'email', label: t('security.email'), children: contact(data?.email, 'email') },
          ]}
        />
      </Card>
      <Card
        title={t('security.sessions')}
        extra={
          <Popconfirm title={t('security.endOthersConfirm')} onConfirm={() => end()}>
            <Button danger disabled={(data?.sessions.length ?? 0) < 2}>
              {t('security.endOthers')}
            </Button>
          </Popconfirm>
        }
      >
        <Table
          rowKey="sessionId"
          size="small"
          loading={query.isPending}
          dataSource={data?.sessions ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'createdAt',
              title: t('security.sessionCreated'),
              render: (_, row) => formatDateTime(row.createdAt),
            },
            {
              key: 'lastSeenAt',
              title: t('security.sessionLastSeen'),
              render: (_, row) => formatDateTime(row.lastSeenAt),
            },
            {
              key: 'remember',
              title: t('security.sessionRemember'),
              render: (_, row) => (row.remember ? t('security.yes') : t('security.no')),
            },
            {
              key: 'actions',
              title: '',
              render: (_, row) =>
                row.current ? (
                  <Tag color="blue">{t('security.thisSession')}</Tag>
                ) : (
                  <Button type="link" danger onClick={() => void end([row.sessionId])}>
                    {t('security.endSession')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('security.signIns')}>
        <Table
          rowKey={(row) => `${row.at}-${row.way}-${row.result}`}
          size="small"
          loading={query.isPending}
          dataSource={data?.signIns ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'at', title: t('security.signInAt'), render: (_, row) => formatDateTime(row.at) },
            {
              key: 'way',
              title: t('security.signInWay'),
              render: (_, row) => t(`security.way.${row.way}`, { defaultValue: row.way }),
            },
            {
              key: 'result',
              title: t('security.signInResult'),
              render: (_, row) => (
                <Tag color={row.result === 'success' ? 'green' : 'red'}>
                  {t(`security.result.${row.result}`)}
                </Tag>
              ),
            },
            { key: 'ip', title: t('security.signInIp'), render: (_, row) => row.ip ?? '-' },
          ]}
        />
      </Card>
      <BindMobileModal open={binding === 'mobile'} onClose={() => setBinding(null)} />
      <BindEmailModal open={binding === 'email'} onClose={() => setBinding(null)} />
    </Space>
  );
}
