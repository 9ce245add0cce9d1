import {
  alreadyAndNorRoleStationNew,
  dealStation,
  deleteStation,
  getStation,
  queryStationMembers,
  queryStations,
  saveDataPermission,
  saveRoleStations,
  saveStation,
  saveStationMembers,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { forgetCachedActors } from '../../../platform/actor-cache';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { recordWithHistory, stepOnRecord } from '../../../platform/steps/record-calls';
import { saveDataPermission as setDataPermission } from './data-permissions';
import { queryRoleStations, saveRoleStations as setRoleStations } from './role-stations';
import { loadStationDetail } from './station-detail';
import { listStations, loadStation } from './station-list';
import * as members from './station-members';
import { stationSteps } from './station-steps';
import * as writes from './station-writes';

/** A write that changes what members hold (roles, data permissions): the next request of any of them reads it anew. */
const forgetting =
  <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const result = await write(...args);
    forgetCachedActors();
    return result;
  };

export function registerStationRoutes(app: FastifyInstance): void {
  bindCall(app, queryStations, ({ db, actor, input }) => listStations(db, actor, input));
  bindCall(app, getStation, recordWithHistory(stationSteps, 'stationId', loadStationDetail));
  bindCall(app, saveStation, ({ tx, actor, input }) => writes.saveStation(tx, actor, input));
  bindCall(app, dealStation, forgetting(stepOnRecord(stationSteps, 'stationId', loadStation)));
  bindCall(
    app,
    deleteStation,
    forgetting(({ tx, actor, input }) => writes.deleteStation(tx, actor, parseId(input.stationId))),
  );
  bindCall(app, queryStationMembers, ({ db, actor, input }) => members.queryStationMembers(db, actor, input));
  bindCall(
    app,
    saveStationMembers,
    forgetting(({ tx, actor, input }) => members.saveStationMembers(tx, actor, input)),
  );
  bindCall(
    app,
    saveDataPermission,
    forgetting(({ tx, actor, input }) => setDataPermission(tx, actor, input)),
  );
  bindCall(app, alreadyAndNorRoleStationNew, ({ db, input }) => queryRoleStations(db, input));
  bindCall(
    app,
    saveRoleStations,
    forgetting(({ tx, input }) => setRoleStations(tx, input)),
  );
}
