import {
  ErrorCode,
  OrgApplicationState,
  orgApplicationEvents,
  orgApplicationMachine,
} from '@procuremart/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { BusinessError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { orgApplications } from './tables';

export const applicationNotFound = () => new BusinessError(ErrorCode.notFound, 'orgAudit.notFound');

const decisions: readonly string[] = ['pass', 'refuse'];

/** A registration (re)submitted for its audit, which onboarding starts on the approval engine. */
export const submittedEvent = (row: { orgId: number; kind: string; applicantUserId: number }) =>
  orgApplicationEvents.submitted.of({
    orgId: row.orgId,
    kind: row.kind,
    applicantUserId: row.applicantUserId,
  });

/**
 * Registrations step through their machine, keyed by their organisation: operators decide and release any,
 * an applicant resubmits its own organisation's only. A decision is stamped with its time and reason and
 * published (orgApplication.decided) for onboarding to activate the organisation or tell the applicant.
 */
export const applicationSteps = bindMachine({
  machine: orgApplicationMachine,
  table: orgApplications,
  id: orgApplications.orgId,
  status: orgApplications.state,
  version: orgApplications.version,
  notFound: applicationNotFound,
  scope: (taker): SQL | undefined => {
    if (taker.kind === 'system' || taker.kind === 'operator') return undefined;
    return taker.orgId === null ? sql`false` : eq(orgApplications.orgId, taker.orgId);
  },
  stamp: ({ at, event, remark, row }) =>
    event === 'resubmit'
      ? { submittedAt: at, decidedAt: null, round: row.round + 1 }
      : { decidedAt: at, reason: remark },
  guards: {
    throwIfNoLicence: ({ row }) => (row.licenceFileId === null ? 'orgAudit.licenceRequired' : null),
  },
  events: ({ row, event, remark }) => {
    if (event === 'resubmit') return [submittedEvent(row)];
    return decisions.includes(event)
      ? [
          orgApplicationEvents.decided.of({
            applicationId: row.orgId,
            orgId: row.orgId,
            kind: row.kind,
            applicantUserId: row.applicantUserId,
            passed: event === 'pass',
            reason: remark,
          }),
        ]
      : [];
  },
});

/** Whether a registration in this state still waits for its organisation to be let in. */
export const awaitingAudit = (state: string | null | undefined): boolean =>
  state === OrgApplicationState.pending || state === OrgApplicationState.refused;
