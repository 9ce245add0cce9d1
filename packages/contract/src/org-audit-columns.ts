import type { OrgApplicationRow, SupplierAuditLogRow } from './calls/org/umc-org-audit';
import { orgAuditGlossary } from './glossaries/org-audit';
import { defineColumns } from './list-columns';
import { orgApplicationMachine } from './machines/org-application';
import { bilingual } from './texts';

/** A registration's steps as the log names them: the machine's, and the first submission. */
const stepLabels = {
  submit: bilingual('提交注册申请', 'Submit registration'),
  ...orgApplicationMachine.audit.events,
};

type Field = keyof typeof orgAuditGlossary.labels;

/** The registration audit list's columns (the merchant list shows the same). */
export const orgApplicationColumns = defineColumns<OrgApplicationRow, Field>(orgAuditGlossary, [
  { field: 'companyName', width: 30 },
  { field: 'kind', width: 12, view: { kind: 'dict', code: 'ORG_TYPE' } },
  { field: 'creditCode', width: 22 },
  { field: 'state', width: 12, view: { kind: 'dict', code: 'ORG_APPLICATION_STATE' } },
  { field: 'contactName', width: 12 },
  { field: 'contactMobile', width: 14 },
  { field: 'applicantUsername', width: 16 },
  { field: 'round', width: 8, view: { kind: 'count' } },
  { field: 'reason', width: 24, hidden: true },
  { field: 'submittedAt', sortField: 'submittedAt', width: 20, view: { kind: 'datetime' } },
  { field: 'decidedAt', sortField: 'decidedAt', width: 20, view: { kind: 'datetime' }, hidden: true },
]);

/** The supplier audit log's columns. */
export const supplierAuditLogColumns = defineColumns<SupplierAuditLogRow, Field>(orgAuditGlossary, [
  { field: 'companyName', width: 30 },
  { field: 'event', width: 16, view: { kind: 'labels', labels: stepLabels } },
  { field: 'fromState', width: 12, view: { kind: 'dict', code: 'ORG_APPLICATION_STATE' } },
  { field: 'toState', width: 12, view: { kind: 'dict', code: 'ORG_APPLICATION_STATE' } },
  { field: 'username', width: 14 },
  { field: 'remark', width: 30 },
  { field: 'createdAt', sortField: 'createdAt', width: 20, view: { kind: 'datetime' } },
]);
