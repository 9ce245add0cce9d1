import type { OrgRow } from './calls/org/umc-org';
import { orgGlossary } from './glossaries/org';
import { defineColumns } from './list-columns';

/** The enterprise organisation list's columns: its page and its export. */
export const enterpriseOrgColumns = defineColumns<OrgRow, keyof typeof orgGlossary.labels>(orgGlossary, [
  { field: 'name', width: 36, view: { kind: 'localName', enField: 'nameEn' } },
  { field: 'code', width: 14 },
  { field: 'creditCode', width: 22 },
  { field: 'orgType', width: 22, view: { kind: 'dict', code: 'ORG_TYPE' } },
  { field: 'memberClass', width: 12, view: { kind: 'dict', code: 'MEMBER_CLASS' }, hidden: true },
  { field: 'state', width: 14, view: { kind: 'dict', code: 'ORG_STATE' } },
  { field: 'contactName', width: 12 },
  { field: 'contactMobile', width: 14 },
  { field: 'childCount', width: 10, view: { kind: 'count' } },
  { field: 'createdAt', sortField: 'createdAt', width: 20, view: { kind: 'datetime' } },
]);
