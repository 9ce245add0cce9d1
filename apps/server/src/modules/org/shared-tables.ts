// The org domain's tables that other domains may join and read. Their production code never writes them
// (scripts/shared-table-writes.test.mjs): writes go through the functions of index.ts, other domains' seed steps'
// too; test fixtures insert rows directly. Apart from index.ts, so that reading a table loads no use-case and makes no cycle.
/** Read by catalog, config, identity, orders; foreign keys from addresses, cart, catalog, config, identity, orders; tests of config, identity; seeds. */

/** Read by onboarding (registrations waiting for their audit). */
export { orgApplications } from './audit/tables';
export { orgs } from './tables';
