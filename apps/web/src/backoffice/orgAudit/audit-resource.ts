import {
  type ORG_AUDIT_SORTS,
  type OrgApplicationDetail,
  type OrgApplicationRow,
  OrgApplicationState,
  orgApplicationColumns,
  orgApplicationMachine,
  queryMerchantList,
  queryOrgAuditList,
  querySupplierAuditLogList,
  type SupplierAuditLogRow,
  supplierAuditLogColumns,
} from '@procuremart/contract';
import { dealOrgAudit, getOrgAuditDetail, releaseOrgApplication } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { attachmentsOf } from '../../resources/Attachments';
import { defineAudit } from '../../resources/define-audit';
import { defineList } from '../../resources/define-list';
import { pageColumns } from '../../resources/page-columns';
import type { PageView } from '../../resources/page-view';
import { statusMapOf } from '../../resources/row-actions';
import type { DetailSection } from '../../resources/types';
import { orgAuditKeys } from './keys';

/** Pending blue, passed green, refused red, released grey. */
export const applicationStatusMap = statusMapOf(orgApplicationMachine, {
  [OrgApplicationState.pending]: 'blue',
  [OrgApplicationState.passed]: 'green',
  [OrgApplicationState.refused]: 'red',
});
const stateView = { kind: 'status', statusMap: applicationStatusMap } as const;
const columns = pageColumns<OrgApplicationRow, (typeof ORG_AUDIT_SORTS)[number]>(orgApplicationColumns, {
  state: { view: stateView, width: 110 },
});

const detailView: PageView<OrgApplicationRow> = {
  page: 'orgAuditDetail',
  params: (row) => ({ orgId: row.orgId }),
};
const orgIds = (rows: readonly Pick<OrgApplicationRow, 'orgId'>[]) => rows.map((row) => row.orgId);

/** Releases one registration after another (each its own call: the organisation is cancelled with it). */
async function release(rows: readonly Pick<OrgApplicationRow, 'orgId'>[], reason: string) {
  for (const row of rows) await api(releaseOrgApplication, { orgId: row.orgId, reason });
}

/**
 * Registration audit (operators): pending and decided tabs; pass or refuse (with the reason) one or many in one
 * call; release what a refused or long-pending registration holds.
 */
export const orgAudit = defineAudit(queryOrgAuditList, {
  machine: orgApplicationMachine,
  decisions: { pass: 'pass', refuse: 'refuse' },
  batch: true,
  decide: (rows: Pick<OrgApplicationRow, 'orgId'>[], passed, reason) =>
    api(dealOrgAudit, { orgIds: orgIds(rows), passed, reason }),
  more: {
    events: ['release'],
    danger: ['release'],
    run: (rows, _event, { remark }) => release(rows, remark),
  },
  listKey: 'orgAudit',
  view: detailView,
  titleKey: 'orgAudit.title.audit',
  rowKey: 'orgId',
  queryKey: orgAuditKeys.audits(),
  emptyHintKey: 'orgAudit.emptyHint',
  columns,
});

/** Merchant base info: every supplier's registration and its state. */
export const merchantList = defineList(queryMerchantList, {
  listKey: 'merchants',
  view: detailView,
  titleKey: 'orgAudit.title.merchants',
  rowKey: 'orgId',
  queryKey: orgAuditKeys.merchants(),
  machine: orgApplicationMachine,
  statusOf: (row) => row.state,
  emptyHintKey: 'orgAudit.merchantsEmptyHint',
  columns,
});

/** Every step of the suppliers' registrations, newest first. */
export const supplierAuditLog = defineList(querySupplierAuditLogList, {
  listKey: 'supplierAuditLog',
  titleKey: 'orgAudit.title.supplierLog',
  rowKey: 'stepId',
  queryKey: orgAuditKeys.log(),
  emptyHintKey: 'orgAudit.logEmptyHint',
  columns: pageColumns<SupplierAuditLogRow, 'createdAt'>(supplierAuditLogColumns),
});

export const loadApplication = (orgId: string) => api(getOrgAuditDetail, { orgId });

export const applicationSections: DetailSection<OrgApplicationDetail>[] = [
  {
    titleKey: 'orgAudit.section.company',
    items: [
      'companyName',
      'creditCode',
      'legalPerson',
      'kind',
      'state',
      { field: 'address', span: 'filled' },
    ],
  },
  { titleKey: 'orgAudit.section.contact', items: ['contactName', 'contactMobile', 'applicantUsername'] },
  {
    titleKey: 'orgAudit.section.merchant',
    items: [
      'shopName',
      'bankName',
      'bankAccount',
      {
        field: 'categoryIds',
        view: {
          kind: 'custom',
          render: (record: OrgApplicationDetail) => record.categories.map((c) => c.name).join('、'),
        },
      },
      { field: 'brandNames', span: 'filled' },
    ],
  },
  {
    titleKey: 'orgAudit.section.record',
    items: [
      'round',
      'submittedAt',
      { field: 'decidedAt', view: { kind: 'datetime' } },
      { field: 'reason', span: 'filled' },
    ],
  },
];

/** The licence picture (opens in a modal). */
export const licenceAttachments = (record: OrgApplicationDetail) =>
  attachmentsOf(record.licence ? [record.licence] : []);
