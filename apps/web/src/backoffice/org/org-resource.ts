import {
  enterpriseOrgColumns,
  MemberClass,
  type ORG_DEAL_EVENTS,
  type OrgDetail,
  type OrgEvent,
  type OrgRow,
  OrgState,
  type OrgTreeKindCode,
  OrgType,
  orgMachine,
  queryEnterpriseOrgList,
  queryOrgTree,
} from '@procuremart/contract';
import { dealOrg, getOrgDetail } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import { defineTree } from '../../resources/define-tree';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import type { PageView } from '../../resources/page-view';
import { statusMapOf } from '../../resources/row-actions';
import type { BulkAction, DetailSection, RowAction } from '../../resources/types';
import { orgKeys } from './keys';

/** In operation green, open cyan, closed orange, revoked and cancelled red, moved out and other grey. */
export const orgStatusMap = statusMapOf(orgMachine, {
  [OrgState.operating]: 'green',
  [OrgState.open]: 'cyan',
  [OrgState.closed]: 'orange',
  [OrgState.revoked]: 'red',
  [OrgState.cancelled]: 'red',
});
const stateView = { kind: 'status', statusMap: orgStatusMap } as const;

/** The page of an individual member's organisation: the person with its account (the members domain's). */
const individualView: PageView<OrgRow> = {
  page: 'outerIndividualsDetail',
  params: (org) => ({ orgId: org.orgId }),
};

/**
 * An operating organisation opens in operateOrgDetail, an individual member in outerIndividualsDetail, any other
 * in outerEnterpriseDetail.
 */
export const orgView: PageView<OrgRow> = {
  page: 'outerEnterpriseDetail',
  params: (org) => ({ orgId: org.orgId }),
  instead: (org) =>
    org.memberClass === MemberClass.individual && org.parentId === null ? individualView : null,
};
export const innerOrgView: PageView<OrgRow> = {
  page: 'operateOrgDetail',
  params: (org) => ({ orgId: org.orgId }),
};

const ids = (rows: readonly Pick<OrgRow, 'orgId'>[]) => rows.map((row) => row.orgId);
const deal = (rows: readonly Pick<OrgRow, 'orgId'>[], event: (typeof ORG_DEAL_EVENTS)[number], remark = '') =>
  api(dealOrg, { orgIds: ids(rows), event, remark });

/** The org machine's steps: start, stop and the registry's states (a reason where the machine asks one). */
export const orgSteps = machineActions<Pick<OrgRow, 'orgId'>, OrgEvent>(orgMachine, {
  danger: ['stop', 'revoke', 'cancel', 'moveOut', 'markOther'],
  run: (row, event, { remark }) => deal([row], event, remark),
  runMany: (rows, event, { remark }) => deal(rows, event, remark),
});

const deleteConfirm = { titleKey: 'org.confirm.delete', descriptionKey: 'org.confirm.deleteHint' };
/** Delete, where the server lists it (no departments under it); refused when anything still points at it. */
export const deleteOrgAction: RowAction<Pick<OrgRow, 'orgId'>> = {
  key: 'delete',
  event: 'delete',
  labelKey: 'org.action.delete',
  danger: true,
  confirm: deleteConfirm,
  successKey: 'org.success.delete',
  run: (row) => deal([row], 'delete'),
};
export const deleteOrgsAction: BulkAction<OrgRow> = {
  key: 'bulk-delete',
  labelKey: 'org.bulk.delete',
  danger: true,
  confirm: deleteConfirm,
  successKey: 'org.success.delete',
  run: (rows) => deal(rows, 'delete'),
};

const byName = (a: OrgRow, b: OrgRow) => a.sortNo - b.sortNo || a.name.localeCompare(b.name);

/** The tree of one kind: organisations with their departments, searchable by name and code. */
export const orgTreeOf = (treeKind: OrgTreeKindCode, titleKey: string) =>
  defineTree(queryOrgTree, {
    input: { treeKind },
    titleKey,
    rowKey: 'orgId',
    parentKey: 'parentId',
    queryKey: orgKeys.tree(treeKind),
    rows: (data) => data.orgs,
    order: byName,
    machine: orgMachine,
    statusOf: (row) => row.state,
    search: { fields: ['name', 'nameEn', 'code'], placeholderKey: 'org.searchPlaceholder' },
    emptyHintKey: 'org.emptyHint',
    noMatchKey: 'org.noMatch',
    loadFailedKey: 'org.loadFailed',
    actionsWidth: 300,
    columns: [
      { field: 'name', titleKey: 'org.field.name', view: { kind: 'localName', enField: 'nameEn' } },
      { field: 'code', titleKey: 'org.field.code', width: 130 },
      { field: 'contactName', titleKey: 'org.field.contactName', width: 100 },
      { field: 'state', titleKey: 'org.field.state', width: 120, view: stateView },
    ],
  });

export const innerTree = orgTreeOf('inner', 'org.innerTitle');
export const externalTree = orgTreeOf('external', 'org.externalTitle');
export const supplierTree = orgTreeOf('innerSupplier', 'org.innerSupplierTitle');
/** The caller's own organisation (an enterprise administrator's). */
export const ownTree = orgTreeOf('enterprise', 'org.ownTitle');

/** The enterprise list: organisations of every type (not departments), filtered, exported. */
export const enterpriseList = defineList(queryEnterpriseOrgList, {
  listKey: 'enterpriseOrgs',
  view: orgView,
  titleKey: 'org.enterpriseListTitle',
  rowKey: 'orgId',
  queryKey: orgKeys.enterprises(),
  machine: orgMachine,
  statusOf: (row) => row.state,
  emptyHintKey: 'org.listEmptyHint',
  exportKind: 'enterpriseOrg',
  columns: pageColumns(enterpriseOrgColumns, { state: { view: stateView, width: 120 } }),
});

export const loadOrg = (orgId: string) => api(getOrgDetail, { orgId });

export const isDepartment = (org: Pick<OrgRow, 'parentId'>) => org.parentId !== null;
export const isInner = (org: Pick<OrgRow, 'orgType'>) => org.orgType === OrgType.platform;

export const orgSections: DetailSection<OrgDetail>[] = [
  {
    titleKey: 'org.section.basic',
    items: ['name', 'nameEn', 'code', 'creditCode', 'orgType', 'memberClass', 'parentName', 'state'],
  },
  {
    titleKey: 'org.section.contact',
    items: ['contactName', 'contactMobile', { field: 'address', span: 'filled' }],
  },
  {
    titleKey: 'org.section.record',
    items: ['orgId', 'childCount', 'createdAt', { field: 'updatedAt', view: { kind: 'datetime' } }],
  },
];
