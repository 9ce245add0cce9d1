import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { registerStationRoutes } from './routes';
import { stationSteps } from './station-steps';
import { stations } from './tables';

/** Stations (posts): their members, the roles they carry and their data permissions. */
export default defineModule({
  name: 'access.stations',
  register: registerStationRoutes,
  machines: [stationSteps],
  auditNames: { station: namesFrom(stations, stations.id, stations.stationName) },
});
