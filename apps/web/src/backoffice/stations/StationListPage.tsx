import { PlusOutlined } from '@ant-design/icons';
import { STATION_PERMISSION } from '@procuremart/contract';
import { useSession } from '../../app/session';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { DataPermissionModal } from './DataPermissionModal';
import { StationForm } from './StationForm';
import { StationMembersModal } from './StationMembersModal';
import { useStationActions } from './station-actions';
import { everyStationList, ownStationList, stationStatusActions } from './station-resource';

/**
 * Stations (management; under System configuration, postDataPermission): an enterprise administrator's own
 * organisation, an operator's every organisation; add, edit, members, data permissions, stop/restart, delete.
 */
export default function StationListPage() {
  const { kind } = useSession();
  const { actions, form, may, members, closeMembers, data, closeData } = useStationActions();
  const toolbar: ToolbarAction[] = may(STATION_PERMISSION.edit)
    ? [
        {
          key: 'create',
          labelKey: 'station.action.create',
          primary: true,
          icon: <PlusOutlined />,
          testId: 'station-create',
          onClick: () => form.edit({ mode: 'create' }),
        },
      ]
    : [];
  return (
    <>
      <ResourceList
        descriptor={kind === 'operator' ? everyStationList : ownStationList}
        toolbar={toolbar}
        rowActions={actions}
        bulkActions={stationStatusActions.bulk}
      />
      <StationForm {...form.props} />
      <StationMembersModal station={members} onClose={closeMembers} />
      <DataPermissionModal station={data} onClose={closeData} />
    </>
  );
}
