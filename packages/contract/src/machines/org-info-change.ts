import { defineAuditTarget } from '../audit';
import { OrgInfoChangeState, type OrgInfoChangeStateCode } from '../calls/org/org-change.dictionaries';
import { ORG_CHANGE_PERMISSION } from '../calls/org/org-change-permissions';
import { bilingual } from '../texts';
import { defineEvent } from './domain-event';
import { defineMachine } from './machine';

const S = OrgInfoChangeState;
// Operators decide through the approval engine (umc_dealOrgInfoChange decides their task of the change's audit);
// the change steps when its approval ends (approval.finished), as the system on behalf of the last decider.
const auditor = { who: ['operator', 'system'], permission: ORG_CHANGE_PERMISSION.audit } as const;

/**
 * An organisation information change (a supplier's merchant base info, an enterprise's account set): submitted
 * pending, approved (its values become the live info) or refused with the reason (the live info unchanged; the
 * organisation submits a new change), or withdrawn by its organisation while pending (its audit ends unanswered).
 * One pending change per organisation and kind. Withdrawing names no permission here: each kind's call carries
 * the one of submitting that kind (umc_withdrawMerchantInfoChange, umc_withdrawAccountSet).
 */
export const orgInfoChangeMachine = defineMachine({
  name: 'orgInfoChange',
  audit: {
    target: defineAuditTarget('orgInfoChange', bilingual('信息变更申请', 'Information change')),
    events: {
      approve: bilingual('审核通过信息变更', 'Approve information change'),
      refuse: bilingual('驳回信息变更', 'Refuse information change'),
      withdraw: bilingual('撤回信息变更申请', 'Withdraw information change'),
    },
    states: {
      [S.pending]: bilingual('待审核', 'Pending review'),
      [S.approved]: bilingual('已通过', 'Approved'),
      [S.refused]: bilingual('已驳回', 'Refused'),
      [S.withdrawn]: bilingual('已撤回', 'Withdrawn'),
    },
  },
  states: {
    [S.pending]: 'status.orgInfoChange.01',
    [S.approved]: 'status.orgInfoChange.02',
    [S.refused]: 'status.orgInfoChange.03',
    [S.withdrawn]: 'status.orgInfoChange.04',
  } as Record<OrgInfoChangeStateCode, string>,
  initial: [S.pending],
  final: [S.approved, S.refused, S.withdrawn],
  transitions: [
    { from: S.pending, event: 'approve', to: S.approved, ...auditor, remark: 'optional' },
    { from: S.pending, event: 'refuse', to: S.refused, ...auditor, remark: 'required' },
    { from: S.pending, event: 'withdraw', to: S.withdrawn, who: ['supplier', 'purchaser'] },
  ],
});

/** A change was approved (its values now live) or refused: the submitter is told (not of a withdrawal). */
export interface OrgInfoChangeDecidedPayload {
  changeId: number;
  orgId: number;
  kind: string;
  submittedBy: number;
  approved: boolean;
  reason: string;
}

export const orgInfoChangeEvents = {
  decided: defineEvent<OrgInfoChangeDecidedPayload>('orgInfoChange.decided'),
} as const;
