// The station pages' menu and access codes, apart from the calls and the machine: the page manifests (in every
// first load) import them, and the calls' modules would bring zod with them.

/** Menu and access codes of the station (post) and data-permission pages (stations.pages.ts). */
export const STATION_PERMISSION = {
  /** Post management (SPEC `management`): an enterprise administrator's own organisation, an operator's every one. */
  list: 'management',
  /** Create, edit, stop, restart and delete stations, and assign their members. */
  edit: 'managementEdit',
  /** A station's data permissions. */
  dataPermission: 'managementDataPermission',
  /** System configuration: posts and data permissions across every organisation (operators). */
  configList: 'postDataPermission',
  /** The stations holding a role (hidden, opened from the role pages with `roleId`). */
  roleStations: 'roleStations',
  /** The read-only tables of data resource types and data authority types. */
  resourceTypes: 'dataResourceType',
  authorityTypes: 'dataAuthorityType',
} as const;

/** The zone operators' order views (SPEC §2 "Order queries"): lists over the integrated order query, narrowed by data permission. */
export const ZONE_ORDER_PAGES = {
  query: 'agrSynthesOrderQuery',
  queryOrderDetail: 'plSynthesizeOrderDetail',
  queryParentDetail: 'plParentOrderDetail',
  desk: 'agrSynthesOrderQueryOpt',
  deskOrderDetail: 'agrSynthesizeOrderDetailOpt',
  deskParentDetail: 'agrParentOrderDetailOpt',
} as const;
