import type { StationMember, StationRow } from '@procuremart/contract';
import { queryStationMembers, saveStationMembers } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { stationKeys } from './keys';

/**
 * A station's members (umc_queryStationMembers / umc_saveStationMembers): those assigned and the organisation's
 * other members, searched by name, each assigned or unassigned with one click.
 */
export function StationMembersModal({
  station,
  onClose,
}: {
  station: StationRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [assigned, setAssigned] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const stationId = station?.stationId ?? '';
  const { data, isFetching } = useQuery({
    queryKey: [...stationKeys.members(stationId, assigned, keyword), pageNo],
    queryFn: () => api(queryStationMembers, { stationId, assigned, keyword, pageNo, pageSize: 10 }),
    enabled: station !== null,
  });
  const change = async (member: StationMember) => {
    const ids = [member.userId];
    await api(
      saveStationMembers,
      assigned ? { stationId, removeUserIds: ids } : { stationId, addUserIds: ids },
    );
    feedback.message.success(t('station.members.saved'));
    await client.invalidateQueries({ queryKey: stationKeys.all });
  };
  return (
    <Modal
      open={station !== null}
      title={t('station.members.title', { name: station?.stationName ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Segmented
        value={assigned ? 'assigned' : 'unassigned'}
        onChange={(value) => {
          setAssigned(value === 'assigned');
          setPageNo(1);
        }}
        options={[
          { value: 'assigned', label: t('station.members.assigned') },
          { value: 'unassigned', label: t('station.members.unassigned') },
        ]}
      />
      <Input.Search
        allowClear
        placeholder={t('station.members.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNo(1);
        }}
        style={{ margin: '12px 0' }}
      />
      <Table<StationMember>
        rowKey="userId"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        pagination={{ current: pageNo, pageSize: 10, total: data?.total ?? 0, onChange: setPageNo }}
        scroll={{ x: true }}
        columns={[
          { dataIndex: 'username', title: t('station.members.username') },
          { dataIndex: 'userName', title: t('station.members.userName') },
          { dataIndex: 'deptName', title: t('station.members.deptName') },
          {
            key: 'action',
            render: (_, member) => (
              <Button
                type="link"
                danger={assigned}
                onClick={() => void change(member).catch(() => undefined)}
              >
                {t(assigned ? 'station.members.remove' : 'station.members.add')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
