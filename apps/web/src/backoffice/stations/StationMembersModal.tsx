import type { StationMember, StationRow } from '@procuremart/contract';
import { queryStationMembers, saveStationMembers } from '@procuremart/contract/refs';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { AssignmentTable } from './AssignmentTable';
import { stationKeys } from './keys';

const texts = {
  assigned: 'station.members.assigned',
  unassigned: 'station.members.unassigned',
  search: 'station.members.search',
  add: 'station.members.add',
  remove: 'station.members.remove',
  saved: 'station.members.saved',
};

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
  const stationId = station?.stationId ?? '';
  return (
    <Modal
      open={station !== null}
      title={t('station.members.title', { name: station?.stationName ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {station && (
        <AssignmentTable<StationMember>
          rowKey="userId"
          queryKey={(assigned, keyword, pageNo) => [
            ...stationKeys.members(stationId, assigned, keyword),
            pageNo,
          ]}
          load={(assigned, keyword, pageNo) =>
            api(queryStationMembers, { stationId, assigned, keyword, pageNo, pageSize: 10 })
          }
          change={(member, assigned) =>
            api(
              saveStationMembers,
              assigned
                ? { stationId, removeUserIds: [member.userId] }
                : { stationId, addUserIds: [member.userId] },
            )
          }
          columns={[
            { dataIndex: 'username', title: t('station.members.username') },
            { dataIndex: 'userName', title: t('station.members.userName') },
            { dataIndex: 'deptName', title: t('station.members.deptName') },
          ]}
          texts={texts}
        />
      )}
    </Modal>
  );
}
