import { type StationDetail, stationGlossary, stationMachine } from '@procuremart/contract';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { DataPermissionModal } from './DataPermissionModal';
import { stationKeys } from './keys';
import { StationForm } from './StationForm';
import { StationMembersModal } from './StationMembersModal';
import { useStationActions } from './station-actions';
import { loadStation, ownStationList, stationSections } from './station-resource';

/** One station in its own tab (stationDetail): organisation, roles, data permissions, state history; its actions. */
export default function StationDetailPage() {
  const { actions, form, members, closeMembers, data, closeData } = useStationActions<StationDetail>();
  return (
    <ResourceDetailPage<StationDetail, 'stationDetail'>
      glossary={stationGlossary}
      page="stationDetail"
      idParam="stationId"
      queryKey={stationKeys.detail}
      load={loadStation}
      recordTitle={(station) => `${station.stationName}（${station.stationCode}）`}
      status={{ of: (station) => station.status, dict: { code: 'STATION_STATUS' } }}
      facts={['orgName', 'memberCount', 'roleNames']}
      columns={ownStationList.columns}
      machine={stationMachine}
      actions={actions}
      invalidateKey={stationKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'station.tab.basic', sections: stationSections },
        { key: 'history', labelKey: 'station.tab.history', history: { of: (station) => station.history } },
      ]}
    >
      <StationForm {...form.props} />
      <StationMembersModal station={members} onClose={closeMembers} />
      <DataPermissionModal station={data} onClose={closeData} />
    </ResourceDetailPage>
  );
}
