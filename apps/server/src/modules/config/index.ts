// The config domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.
export { dictionaryLabelSql } from './dictionaries/dictionary-labels';
export { dictionaryLabels } from './dictionaries/dictionary-read';
export { nextNumber, nextNumbers } from './numbering/next-number';
export { presetOrgParam } from './params/param-admin';
export { forgetParams, readParam } from './params/param-store';
