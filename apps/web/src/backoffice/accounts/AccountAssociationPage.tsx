import { kindFromCode } from '@procuremart/contract';
import { linkAccount, queryLinkedAccounts, switchAccount, unlinkAccount } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { HOME_PATH } from '../../app/route-paths';
import { adoptSession } from '../../app/session';
import { formErrorBehaviour, showServerFieldError } from '../../forms/field-errors';
import { requiredRule } from '../../forms/rules';
import { formatDateTime } from '../../resources/formatters';
import { accountsKeys } from './keys';

interface LinkValues {
  username: string;
  password: string;
}

/** Account association: link another account of the same person (its password proves it) and switch to it. */
export default function AccountAssociationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: accountsKeys.linked(), queryFn: () => api(queryLinkedAccounts, {}) });
  const [form] = Form.useForm<LinkValues>();
  const [linking, setLinking] = useState(false);

  const link = async (values: LinkValues) => {
    setLinking(true);
    try {
      await api(
        linkAccount,
        { username: values.username.trim(), password: values.password },
        { notify: false },
      );
      form.resetFields();
      void feedback.message.success(t('association.linked'));
    } catch (error) {
      showServerFieldError(form, error, ['username', 'password']);
    } finally {
      setLinking(false);
    }
  };
  const switchTo = async (userId: string) => {
    await adoptSession(await api(switchAccount, { userId }), false);
    navigate(HOME_PATH, { replace: true });
  };
  const unlink = async (userId: string) => {
    await api(unlinkAccount, { userId });
    void feedback.message.success(t('association.unlinked'));
  };
  const kindTag = (code: number) => {
    try {
      return <Tag>{t(`kinds.${kindFromCode(code)}`)}</Tag>;
    } catch {
      return String(code);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('association.linkTitle')}>
        <Form<LinkValues>
          form={form}
          layout="vertical"
          onFinish={link}
          requiredMark={false}
          {...formErrorBehaviour}
        >
          <Form.Item name="username" label={t('association.username')} rules={[requiredRule()]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={t('association.password')} rules={[requiredRule()]}>
            <Input.Password autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={linking}>
            {t('association.link')}
          </Button>
        </Form>
      </Card>
      <Card title={t('association.listTitle')}>
        <Table
          rowKey="userId"
          loading={query.isPending}
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('association.empty') }}
          columns={[
            { key: 'username', dataIndex: 'username', title: t('association.username') },
            { key: 'userName', dataIndex: 'userName', title: t('association.userName') },
            {
              key: 'kind',
              title: t('association.kind'),
              render: (_, row) => kindTag(row.isProfessionalOrgExt),
            },
            { key: 'orgName', title: t('association.orgName'), render: (_, row) => row.orgName ?? '-' },
            {
              key: 'linkedAt',
              title: t('association.linkedAt'),
              render: (_, row) => formatDateTime(row.linkedAt),
            },
            {
              key: 'actions',
              title: '',
              render: (_, row) => (
                <Space>
                  <Button type="link" onClick={() => void switchTo(row.userId)}>
                    {t('association.switch')}
                  </Button>
                  <Popconfirm title={t('association.unlinkConfirm')} onConfirm={() => unlink(row.userId)}>
                    <Button type="link" danger>
                      {t('association.unlink')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
