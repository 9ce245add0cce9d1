// The addresses domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.
export { addressRow, visibleAddresses } from './book/address-record';
export { ownedTitles } from './invoice-titles/invoice-title-owner';
export { invoiceTitleColumns, toInvoiceTitle } from './invoice-titles/invoice-title-record';
