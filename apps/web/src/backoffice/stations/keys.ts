import { entityRoot } from '../../api/entity-refresh';

// Station query keys; ResourceList appends ['list', filters] to list().
export const stationKeys = {
  all: entityRoot('stations', ['station', 'member']),
  list: () => [...stationKeys.all, 'list'] as const,
  detail: (stationId: string) => [...stationKeys.all, 'detail', stationId] as const,
  members: (stationId: string, assigned: boolean, keyword: string) =>
    [...stationKeys.all, 'members', stationId, assigned, keyword] as const,
  listable: (orgId: string, orgType: string, resource: string) =>
    [...stationKeys.all, 'listable', orgId, orgType, resource] as const,
  placements: () => [...stationKeys.all, 'placements'] as const,
  roleStations: (roleId: string, assigned: boolean, keyword: string, pageNo: number) =>
    [...stationKeys.all, 'role', roleId, assigned, keyword, pageNo] as const,
};
