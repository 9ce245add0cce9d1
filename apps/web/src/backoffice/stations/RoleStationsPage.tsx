import type { RoleStation } from '@procuremart/contract';
import { alreadyAndNorRoleStationNew, saveRoleStations } from '@procuremart/contract/refs';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { usePageParams } from '../../app/tabs/page-params';
import { localName } from '../../i18n/local-name';
import { AssignmentTable } from './AssignmentTable';
import { stationKeys } from './keys';

const texts = {
  assigned: 'station.role.assigned',
  unassigned: 'station.role.unassigned',
  search: 'station.role.search',
  add: 'station.role.add',
  remove: 'station.role.remove',
  saved: 'station.role.saved',
};

/**
 * The stations carrying a role (roleStations?roleId=…, opened from the role pages): those with it and the other
 * stations of organisations whose users the role is for, each given or taken the role with one click.
 */
export default function RoleStationsPage() {
  const { t, i18n } = useTranslation();
  const { roleId } = usePageParams('roleStations');
  return (
    <Card title={t('station.role.title')}>
      <AssignmentTable<RoleStation>
        rowKey="stationId"
        queryKey={(assigned, keyword, pageNo) => stationKeys.roleStations(roleId, assigned, keyword, pageNo)}
        load={(assigned, keyword, pageNo) =>
          api(alreadyAndNorRoleStationNew, { roleId, assigned, keyword, pageNo, pageSize: 10 })
        }
        change={(station, assigned) =>
          api(
            saveRoleStations,
            assigned
              ? { roleId, removeStationIds: [station.stationId] }
              : { roleId, addStationIds: [station.stationId] },
          )
        }
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
        ]}
        texts={texts}
      />
    </Card>
  );
}
