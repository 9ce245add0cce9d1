import { defineAuditTarget } from '../audit';
import { STATION_PERMISSION } from '../calls/stations/station-permissions';
import { StationStatus, type StationStatusCode } from '../calls/stations/stations.dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

const dealer = { who: ['operator', 'purchaser'], permission: STATION_PERMISSION.edit } as const;

/**
 * A station (post): enterprise administrators (their own organisation's) and operators stop and restart it. A
 * stopped station keeps its members, roles and data permissions but gives none of them until restarted.
 */
export const stationMachine = defineMachine({
  name: 'station',
  audit: {
    target: defineAuditTarget('station', bilingual('岗位', 'Station')),
    events: {
      stop: bilingual('停用岗位', 'Stop station'),
      start: bilingual('启用岗位', 'Restart station'),
    },
    states: {
      [StationStatus.active]: bilingual('启用', 'Active'),
      [StationStatus.stopped]: bilingual('停用', 'Stopped'),
    },
  },
  states: {
    [StationStatus.active]: 'status.station.1',
    [StationStatus.stopped]: 'status.station.0',
  } as Record<StationStatusCode, string>,
  initial: [StationStatus.active],
  transitions: [
    { from: StationStatus.active, event: 'stop', to: StationStatus.stopped, ...dealer, remark: 'optional' },
    { from: StationStatus.stopped, event: 'start', to: StationStatus.active, ...dealer },
  ],
});
