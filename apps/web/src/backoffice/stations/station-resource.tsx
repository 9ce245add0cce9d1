import {
  type DataScopeRow,
  DICTIONARIES,
  type Locale,
  queryStations,
  STATION_PERMISSION,
  type STATION_SORTS,
  type StationDetail,
  type StationRow,
  stationListColumns,
  stationMachine,
} from '@procuremart/contract';
import { dealStation, deleteStation, getStation, queryEnterpriseOrgList } from '@procuremart/contract/refs';
import i18n from 'i18next';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import type { DetailSection, RowAction } from '../../resources/types';
import { stationKeys } from './keys';

const labelOf = (code: 'DATA_RESOURCE_TYPE' | 'DATA_AUTHORITY_TYPE', value: string, locale: Locale) => {
  const item = DICTIONARIES[code].items.find((entry) => entry.code === value);
  return item ? (locale === 'en-US' ? item.labelEn : item.label) : value;
};

/** A station's data permissions in words: "订单：区域（北方能源…）" per resource. */
export function dataScopesText(scopes: readonly DataScopeRow[], locale: Locale): string {
  if (scopes.length === 0) return i18n.t('station.noScope');
  return scopes
    .map((scope) => {
      const orgs = locale === 'en-US' ? scope.orgNamesEn : scope.orgNames;
      const reach = labelOf('DATA_AUTHORITY_TYPE', scope.authority, locale);
      return `${labelOf('DATA_RESOURCE_TYPE', scope.resource, locale)}: ${reach}${orgs ? ` (${orgs})` : ''}`;
    })
    .join('; ');
}

const columns = [
  ...pageColumns<StationRow, (typeof STATION_SORTS)[number]>(stationListColumns, { status: { width: 90 } }),
  {
    field: 'dataScopes' as const,
    titleKey: 'station.field.dataScopes',
    view: {
      kind: 'custom' as const,
      render: (row: StationRow) => dataScopesText(row.dataScopes, i18n.language as Locale),
    },
  },
];

const stationListWith = (orgPicker: boolean) =>
  defineList(queryStations, {
    listKey: 'stations',
    view: { page: 'stationDetail', params: (station) => ({ stationId: station.stationId }) },
    titleKey: 'station.listTitle',
    rowKey: 'stationId',
    queryKey: stationKeys.list(),
    machine: stationMachine,
    emptyHintKey: 'station.emptyHint',
    columns,
    filters: orgPicker
      ? {
          orgId: {
            search: async (name) =>
              (await api(queryEnterpriseOrgList, { pageNo: 1, pageSize: 20, name })).rows.map((org) => ({
                value: org.orgId,
                label: org.name,
              })),
          },
        }
      : { orgId: { hidden: true } },
  });

/** An operator's list: every organisation's stations, one organisation searched by name. */
export const everyStationList = stationListWith(true);
/** An enterprise administrator's list: its own organisation's. */
export const ownStationList = stationListWith(false);

/** Stop (with an optional remark) and restart, from the station machine. */
export const stationStatusActions = machineActions<Pick<StationRow, 'stationId'>, 'stop' | 'start'>(
  stationMachine,
  {
    events: ['stop', 'start'],
    danger: ['stop'],
    run: (station, event, { remark }) => api(dealStation, { stationId: station.stationId, event, remark }),
  },
);

/** Delete, asking first; the server refuses a station members still hold, with their count. */
export const deleteAction = <R extends StationRow>(may: (code: string) => boolean): RowAction<R> => ({
  key: 'delete',
  labelKey: 'station.action.delete',
  danger: true,
  confirm: { titleKey: 'station.confirm.delete', descriptionKey: 'station.confirm.deleteHint' },
  successKey: 'station.success.deleted',
  visible: () => may(STATION_PERMISSION.edit),
  run: (station) => api(deleteStation, { stationId: station.stationId }),
});

export const loadStation = (stationId: string) => api(getStation, { stationId });

export const stationSections: DetailSection<StationDetail>[] = [
  {
    titleKey: 'station.section.basic',
    items: ['stationCode', 'stationName', 'stationNameEn', 'orgName', 'status', 'remark'],
  },
  {
    titleKey: 'station.section.grants',
    items: [
      'memberCount',
      'roleNames',
      {
        field: 'dataScopes',
        span: 'filled',
        view: {
          kind: 'custom',
          render: (station) => dataScopesText(station.dataScopes, i18n.language as Locale),
        },
      },
    ],
  },
];
