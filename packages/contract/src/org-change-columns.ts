import type { OrgInfoChangeRow } from './calls/org/umc-org-change';
import { orgChangeGlossary } from './glossaries/org-change';
import { defineColumns } from './list-columns';

type Field = keyof typeof orgChangeGlossary.labels;

/** The information change audit list's columns. */
export const orgInfoChangeColumns = defineColumns<OrgInfoChangeRow, Field>(orgChangeGlossary, [
  { field: 'changeId', width: 10 },
  { field: 'companyName', width: 30 },
  { field: 'kind', width: 16, view: { kind: 'dict', code: 'ORG_INFO_CHANGE_KIND' } },
  { field: 'state', width: 12, view: { kind: 'dict', code: 'ORG_INFO_CHANGE_STATE' } },
  { field: 'submittedBy', width: 16 },
  { field: 'reason', width: 24, hidden: true },
  { field: 'submittedAt', sortField: 'submittedAt', width: 20, view: { kind: 'datetime' } },
  { field: 'decidedAt', sortField: 'decidedAt', width: 20, view: { kind: 'datetime' }, hidden: true },
]);
