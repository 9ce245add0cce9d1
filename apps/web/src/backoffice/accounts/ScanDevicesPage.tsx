import { queryScanDevices, unbindScanDevice } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { formatDateTime } from '../../resources/formatters';
import { accountsKeys } from './keys';

/** Wx scan manage: the devices bound to confirm QR sign-ins for this account; unbinding signs the device out. */
export default function ScanDevicesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: accountsKeys.scanDevices(), queryFn: () => api(queryScanDevices, {}) });

  const unbind = async (deviceId: string) => {
    await api(unbindScanDevice, { deviceId });
    void feedback.message.success(t('scanDevices.unbound'));
  };

  return (
    <Card>
      <Table
        rowKey="deviceId"
        loading={query.isPending}
        dataSource={query.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('scanDevices.empty') }}
        columns={[
          { key: 'deviceName', dataIndex: 'deviceName', title: t('scanDevices.deviceName'), ellipsis: true },
          {
            key: 'boundAt',
            title: t('scanDevices.boundAt'),
            render: (_, row) => formatDateTime(row.boundAt),
          },
          {
            key: 'lastUsedAt',
            title: t('scanDevices.lastUsedAt'),
            render: (_, row) => formatDateTime(row.lastUsedAt),
          },
          {
            key: 'actions',
            title: '',
            render: (_, row) => (
              <Popconfirm title={t('scanDevices.unbindConfirm')} onConfirm={() => unbind(row.deviceId)}>
                <Button type="link" danger>
                  {t('scanDevices.unbind')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
