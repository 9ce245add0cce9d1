import type { StationRow } from './calls/stations/umc-stations';
import { stationGlossary } from './glossaries/stations';
import { defineColumns } from './list-columns';

/** The station list's columns (post management, posts and data permissions). */
export const stationListColumns = defineColumns<StationRow, keyof typeof stationGlossary.labels>(
  stationGlossary,
  [
    { field: 'stationCode', width: 14 },
    {
      field: 'stationName',
      sortField: 'stationName',
      width: 18,
      view: { kind: 'localName', enField: 'stationNameEn' },
    },
    { field: 'orgName', width: 28, view: { kind: 'localName', enField: 'orgNameEn' } },
    { field: 'memberCount', width: 8 },
    { field: 'roleNames', width: 20, view: { kind: 'localName', enField: 'roleNamesEn' } },
    { field: 'status', width: 10, view: { kind: 'dict', code: 'STATION_STATUS' } },
    { field: 'remark', width: 24, hidden: true },
    { field: 'updatedAt', sortField: 'updatedAt', width: 20, view: { kind: 'datetime' } },
  ],
);
