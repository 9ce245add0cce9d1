/** The kinds of record the station writes touch. */
export const stationEntities = ['station'] as const;
