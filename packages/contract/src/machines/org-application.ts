import { defineAuditTarget } from '../audit';
import { OrgApplicationState, type OrgApplicationStateCode } from '../calls/org/org-audit.dictionaries';
import { ORG_AUDIT_PERMISSION } from '../calls/org/org-audit-permissions';
import { ORG_PERMISSION } from '../calls/org/org-permissions';
import { bilingual } from '../texts';
import { defineEvent } from './domain-event';
import { defineMachine } from './machine';

export { ORG_AUDIT_PERMISSION } from '../calls/org/org-audit-permissions';

const S = OrgApplicationState;
// Operators decide through the approval engine (umc_dealOrgAudit decides their task of the registration's audit);
// the registration steps when its approval ends (approval.finished), as the system on behalf of the last decider.
const auditor = { who: ['operator', 'system'], permission: ORG_AUDIT_PERMISSION.audit } as const;
// Releasing cancels the organisation: it takes the registry's authority (orgRegistryState), as cancelling does.
const releaser = { who: ['operator'], permission: ORG_PERMISSION.registry, remark: 'required' } as const;

/**
 * A registration (an enterprise's or a supplier's) beside its organisation: operators pass it or refuse it
 * with the reason; the applicant fixes a refused one and resubmits it; an operator releases the credit code and
 * name of a refused one, or of one pending longer than `org.applicationHoldDays` (a squatter cannot keep a
 * company out). Passed and released are final.
 */
export const orgApplicationMachine = defineMachine({
  name: 'orgApplication',
  audit: {
    target: defineAuditTarget('orgApplication', bilingual('注册申请', 'Registration')),
    events: {
      pass: bilingual('审核通过注册申请', 'Pass registration'),
      refuse: bilingual('驳回注册申请', 'Refuse registration'),
      resubmit: bilingual('重新提交注册申请', 'Resubmit registration'),
      release: bilingual('释放注册申请', 'Release registration'),
    },
    states: {
      [S.pending]: bilingual('待审核', 'Pending review'),
      [S.passed]: bilingual('审核通过', 'Passed'),
      [S.refused]: bilingual('审核驳回', 'Refused'),
      [S.released]: bilingual('已释放', 'Released'),
    },
  },
  states: {
    [S.pending]: 'status.orgApplication.01',
    [S.passed]: 'status.orgApplication.02',
    [S.refused]: 'status.orgApplication.03',
    [S.released]: 'status.orgApplication.04',
  } as Record<OrgApplicationStateCode, string>,
  initial: [S.pending],
  final: [S.passed, S.released],
  transitions: [
    {
      from: S.pending,
      event: 'pass',
      to: S.passed,
      ...auditor,
      remark: 'optional',
      guard: 'throwIfNoLicence',
    },
    { from: S.pending, event: 'refuse', to: S.refused, ...auditor, remark: 'required' },
    { from: S.refused, event: 'resubmit', to: S.pending, who: ['purchaser', 'supplier'] },
    { from: S.pending, event: 'release', to: S.released, ...releaser },
    { from: S.refused, event: 'release', to: S.released, ...releaser },
  ],
});
export type OrgApplicationEvent = (typeof orgApplicationMachine.transitions)[number]['event'];

/** An application was passed or refused (`reason` given on refusal): onboarding activates or tells the applicant. */
export interface OrgApplicationDecidedPayload {
  applicationId: number;
  orgId: number;
  /** What registered, as its organisation type (ORG_TYPE 01 enterprise, 02 supplier). */
  kind: string;
  applicantUserId: number;
  passed: boolean;
  reason: string;
}

/**
 * A registration was submitted (opened by a registration, or resubmitted after a refusal): onboarding starts its
 * audit on the approval engine.
 */
export interface OrgApplicationSubmittedPayload {
  orgId: number;
  /** What registered, as its organisation type (ORG_TYPE 01 enterprise, 02 supplier). */
  kind: string;
  applicantUserId: number;
}

export const orgApplicationEvents = {
  decided: defineEvent<OrgApplicationDecidedPayload>('orgApplication.decided'),
  submitted: defineEvent<OrgApplicationSubmittedPayload>('orgApplication.submitted'),
} as const;
