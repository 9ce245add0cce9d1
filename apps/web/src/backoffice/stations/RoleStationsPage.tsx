import type { RoleStation } from '@procuremart/contract';
import { alreadyAndNorRoleStationNew, saveRoleStations } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { usePageParams } from '../../app/tabs/page-params';
import { localName } from '../../i18n/local-name';
import { stationKeys } from './keys';

/**
 * The stations carrying a role (roleStations?roleId=…, opened from the role pages): those with it and the other
 * stations of organisations whose users the role is for, each given or taken the role with one click.
 */
export default function RoleStationsPage() {
  const { t, i18n } = useTranslation();
  const { roleId } = usePageParams('roleStations');
  const client = useQueryClient();
  const [assigned, setAssigned] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: stationKeys.roleStations(roleId, assigned, keyword, pageNo),
    queryFn: () => api(alreadyAndNorRoleStationNew, { roleId, assigned, keyword, pageNo, pageSize: 10 }),
  });
  const change = async (station: RoleStation) => {
    const ids = [station.stationId];
    await api(
      saveRoleStations,
      assigned ? { roleId, removeStationIds: ids } : { roleId, addStationIds: ids },
    );
    feedback.message.success(t('station.role.saved'));
    await client.invalidateQueries({ queryKey: stationKeys.all });
  };
  return (
    <Card title={t('station.role.title')}>
      <Segmented
        value={assigned ? 'assigned' : 'unassigned'}
        onChange={(value) => {
          setAssigned(value === 'assigned');
          setPageNo(1);
        }}
        options={[
          { value: 'assigned', label: t('station.role.assigned') },
          { value: 'unassigned', label: t('station.role.unassigned') },
        ]}
      />
      <Input.Search
        allowClear
        placeholder={t('station.role.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNo(1);
        }}
        style={{ margin: '12px 0', maxWidth: 360 }}
      />
      <Table<RoleStation>
        rowKey="stationId"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        pagination={{ current: pageNo, pageSize: 10, total: data?.total ?? 0, onChange: setPageNo }}
        scroll={{ x: true }}
        columns={[
          { dataIndex: 'stationCode', title: t('station.field.stationCode') },
          {
            key: 'stationName',
            title: t('station.field.stationName'),
            render: (_, row) => localName(i18n.language, row.stationName, row.stationNameEn),
          },
          {
            key: 'orgName',
            title: t('station.field.orgName'),
            render: (_, row) => localName(i18n.language, row.orgName, row.orgNameEn),
          },
          {
            key: 'action',
            render: (_, station) => (
              <Button
                type="link"
                danger={assigned}
                onClick={() => void change(station).catch(() => undefined)}
              >
                {t(assigned ? 'station.role.remove' : 'station.role.add')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
