// Stations (posts) and data permissions: what a data permission may govern and how far it reaches. Their meaning
// is code (the row scope of platform/scope.ts branches on them), so they are closed dictionaries, not tables.
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { type Bilingual, bilingual } from '../../texts';

/** A station's state (the station machine): a stopped station gives its members neither roles nor data permissions. */
export const StationStatus = { active: 1, stopped: 0 } as const;
export type StationStatusCode = (typeof StationStatus)[keyof typeof StationStatus];

/** The kinds of record a data permission governs. */
export const DataResource = {
  order: 'order',
  member: 'member',
  goods: 'goods',
  agreement: 'agreement',
  budget: 'budget',
  invoice: 'invoice',
  supplier: 'supplier',
} as const;
export type DataResourceCode = (typeof DataResource)[keyof typeof DataResource];

/** The resources whose lists, details, exports and actions read data permissions today; the rest come with their issues. */
export const APPLIED_DATA_RESOURCES: readonly DataResourceCode[] = [
  DataResource.order,
  DataResource.member,
  DataResource.goods,
];

/** How far a data permission reaches. */
export const DataAuthority = {
  own: 'own',
  dept: 'dept',
  deptTree: 'deptTree',
  orgs: 'orgs',
  org: 'org',
  zone: 'zone',
  all: 'all',
} as const;
export type DataAuthorityCode = (typeof DataAuthority)[keyof typeof DataAuthority];

/** Authorities that list organisations (orgIds). */
export const LISTING_AUTHORITIES: readonly DataAuthorityCode[] = [DataAuthority.orgs, DataAuthority.zone];
/** Authorities a station of the platform's operating organisation may give (operators); the others are the enterprises' and suppliers'. */
export const OPERATOR_AUTHORITIES: readonly DataAuthorityCode[] = [DataAuthority.zone, DataAuthority.all];
export const MEMBER_ORG_AUTHORITIES: readonly DataAuthorityCode[] = [
  DataAuthority.own,
  DataAuthority.dept,
  DataAuthority.deptTree,
  DataAuthority.orgs,
  DataAuthority.org,
];

/** What each resource type governs (the data resource types page). */
export const DATA_RESOURCE_NOTES: Readonly<Record<DataResourceCode, Bilingual>> = {
  order: bilingual(
    '订单：采购单位的订单列表、订单详情、导出与订单操作（我的订单之外的单位订单、审批、综合查询、区域订单查询）',
    'Orders: the organisation order lists, order details, exports and order steps (beyond one’s own orders: organisation orders, approval, the integrated and zone order queries)',
  ),
  member: bilingual(
    '成员：成员管理的列表、详情、导出与操作',
    'Members: the member list, its details, export and steps',
  ),
  goods: bilingual('商品：随商品权限议题启用', 'Goods: applied with the goods permissions issue'),
  agreement: bilingual('协议：随协议议题启用', 'Agreements: applied with the agreements issue'),
  budget: bilingual('预算：随预算议题启用', 'Budgets: applied with the budgets issue'),
  invoice: bilingual('发票：随发票议题启用', 'Invoices: applied with the invoices issue'),
  supplier: bilingual(
    '供应商：随供应商管理议题启用',
    'Suppliers: applied with the supplier management issue',
  ),
};

/** What each authority reaches (the data authority types page). */
export const DATA_AUTHORITY_NOTES: Readonly<Record<DataAuthorityCode, Bilingual>> = {
  own: bilingual('本人：本人创建或下的记录', 'Own records: those the member made'),
  dept: bilingual('本部门：成员所在部门的记录', 'Own department: the records of the member’s department'),
  deptTree: bilingual(
    '本部门及下级：所在部门及其下级部门的记录',
    'Department and below: its department and every department under it',
  ),
  orgs: bilingual(
    '指定单位：所列本单位部门（含下级）的记录',
    'Listed organisations: the listed departments of its organisation, with those under them',
  ),
  org: bilingual('本单位：所在单位全部记录', 'Whole organisation: every record of the member’s organisation'),
  zone: bilingual(
    '区域：所列单位（含下级）的记录，运营人员使用',
    'Zone: the records of the listed organisations and those under them, for operators',
  ),
  all: bilingual('全部：不限，运营人员使用', 'All: every record, for operators'),
};

export const stationDictionaries = {
  STATION_STATUS: {
    name: bilingual('岗位状态', 'Station state'),
    open: false,
    items: [
      item(String(StationStatus.active), '启用', 'Active', 'green'),
      item(String(StationStatus.stopped), '停用', 'Stopped', 'red'),
    ],
  },
  DATA_RESOURCE_TYPE: {
    name: bilingual('数据资源类型', 'Data resource type'),
    open: false,
    items: [
      item(DataResource.order, '订单', 'Orders'),
      item(DataResource.member, '成员', 'Members'),
      item(DataResource.goods, '商品', 'Goods'),
      item(DataResource.agreement, '协议', 'Agreements'),
      item(DataResource.budget, '预算', 'Budgets'),
      item(DataResource.invoice, '发票', 'Invoices'),
      item(DataResource.supplier, '供应商', 'Suppliers'),
    ],
  },
  DATA_AUTHORITY_TYPE: {
    name: bilingual('数据权限类型', 'Data authority type'),
    open: false,
    items: [
      item(DataAuthority.own, '本人', 'Own records'),
      item(DataAuthority.dept, '本部门', 'Own department'),
      item(DataAuthority.deptTree, '本部门及下级', 'Department and below'),
      item(DataAuthority.orgs, '指定单位', 'Listed organisations'),
      item(DataAuthority.org, '本单位', 'Whole organisation'),
      item(DataAuthority.zone, '区域', 'Zone'),
      item(DataAuthority.all, '全部', 'All'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
