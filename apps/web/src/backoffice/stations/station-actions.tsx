import { STATION_PERMISSION, type StationRow } from '@procuremart/contract';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import type { RowAction } from '../../resources/types';
import { deleteAction, stationStatusActions } from './station-resource';

/**
 * A station's actions on its list row and detail page, each shown to holders of its access code: edit, members,
 * data permissions, stop/restart (the machine's steps) and delete (asks first).
 */
export function useStationActions<R extends StationRow>() {
  const { userInfo } = useSession();
  const codes = userInfo?.menuCodeList ?? [];
  const may = (code: string) => codes.includes(code);
  const form = useEditing<StationRow>({ mode: 'create' });
  const [members, setMembers] = useState<StationRow | null>(null);
  const [data, setData] = useState<StationRow | null>(null);
  const actions: RowAction<R>[] = [
    {
      key: 'edit',
      labelKey: 'station.action.edit',
      visible: () => may(STATION_PERMISSION.edit),
      run: (station) => form.edit({ mode: 'edit', record: station }),
    },
    {
      key: 'members',
      labelKey: 'station.action.members',
      visible: () => may(STATION_PERMISSION.edit),
      run: (station) => setMembers(station),
    },
    {
      key: 'dataPermission',
      labelKey: 'station.action.dataPermission',
      visible: () => may(STATION_PERMISSION.dataPermission),
      run: (station) => setData(station),
    },
    ...(stationStatusActions.row as RowAction<R>[]),
    deleteAction<R>(may),
  ];
  return {
    actions,
    form,
    may,
    members,
    closeMembers: () => setMembers(null),
    data,
    closeData: () => setData(null),
  };
}
