// The access domain's tables that other domains may join and read. Their production code never writes them
// (scripts/shared-table-writes.test.mjs): writes go through the functions of index.ts, other domains' seed steps'
// too; test fixtures insert rows directly. Apart from index.ts, so that reading a table loads no use-case and makes no cycle.
/** Read by identity, messages; tests of addresses, orders; seeds. */
export { stationMembers, stations } from './stations/tables';
export { menus, orgRoles, roleMenus, roles, userRoles } from './tables';
