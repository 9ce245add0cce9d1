import {
  type ORG_CHANGE_SORTS,
  type OrgInfoChangeDetail,
  type OrgInfoChangeRow,
  OrgInfoChangeState,
  orgInfoChangeColumns,
  orgInfoChangeMachine,
  queryOrgInfoChangeList,
} from '@procuremart/contract';
import { dealOrgInfoChange, getOrgInfoChangeDetail } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
import { pageColumns } from '../../resources/page-columns';
import type { PageView } from '../../resources/page-view';
import { statusMapOf } from '../../resources/row-actions';
import { orgChangeKeys } from './keys';

/** Pending blue, approved green, refused red, withdrawn grey. */
export const changeStatusMap = statusMapOf(orgInfoChangeMachine, {
  [OrgInfoChangeState.pending]: 'blue',
  [OrgInfoChangeState.approved]: 'green',
  [OrgInfoChangeState.refused]: 'red',
  [OrgInfoChangeState.withdrawn]: 'default',
});

const columns = pageColumns<OrgInfoChangeRow, (typeof ORG_CHANGE_SORTS)[number]>(orgInfoChangeColumns, {
  state: { view: { kind: 'status', statusMap: changeStatusMap }, width: 110 },
});

const detailView: PageView<OrgInfoChangeRow> = {
  page: 'orgInfoChangeDetail',
  params: (row) => ({ changeId: row.changeId }),
};

/**
 * Information change audit (operators): merchant base info changes and account-set submissions, pending and
 * decided tabs; approve or refuse (with the reason) one or many in one call, through the approval engine.
 */
export const orgChangeAudit = defineAudit(queryOrgInfoChangeList, {
  machine: orgInfoChangeMachine,
  decisions: { pass: 'approve', refuse: 'refuse' },
  batch: true,
  decide: (rows: Pick<OrgInfoChangeRow, 'changeId'>[], passed, reason) =>
    api(dealOrgInfoChange, { changeIds: rows.map((row) => row.changeId), passed, reason }),
  listKey: 'orgInfoChanges',
  view: detailView,
  titleKey: 'orgChange.title.audit',
  rowKey: 'changeId',
  queryKey: orgChangeKeys.audits(),
  emptyHintKey: 'orgChange.emptyHint',
  columns,
});

export const loadChange = (changeId: string): Promise<OrgInfoChangeDetail> =>
  api(getOrgInfoChangeDetail, { changeId });
