import {
  BusinessKind,
  OrgApplicationState,
  type OrgApplicationStateCode,
  orgApplicationEvents,
  registrationAuditKind,
} from '@procuremart/contract';
import { and, asc, eq, not, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { now } from '../../platform/clock';
import { BusinessError } from '../../platform/errors';
import { idText } from '../../platform/ids';
import { subscribe } from '../../platform/steps/domain-events';
import { atRow } from '../../platform/steps/take-steps';
import { applicationRecord, lockDecidableApplications } from '../org';
import { orgApplications } from '../org/shared-tables';
import { cancelApproval, decideAudit, hasRunningApproval, startAudit } from '../process';

/** Starts the platform audit (organisation or merchant audit) of one submitted registration. */
async function startRegistrationAudit(
  tx: Tx,
  registration: { orgId: number; kind: string; applicantUserId: number; companyName: string },
  at: Date,
): Promise<number> {
  return startAudit(
    tx,
    {
      businessKind: registrationAuditKind(registration.kind),
      subjectId: registration.orgId,
      subjectNo: registration.companyName,
      applicantUserId: registration.applicantUserId,
    },
    at,
  );
}

/** Every registration submitted (opened or resubmitted after a refusal) starts its audit on the approval engine. */
export const registrationAuditSubscribers = [
  subscribe(orgApplicationEvents.submitted, 'onboarding.startAudit', async (tx, submitted) => {
    const record = await applicationRecord(tx, submitted.orgId);
    await startRegistrationAudit(tx, { ...submitted, companyName: record!.companyName }, now());
  }),
];

/**
 * umc_dealOrgAudit, the registration facade over the approval engine: the registrations are checked as their
 * step will be (all or nothing, the one at fault named in a batch), then the operator decides its open task of
 * each one's audit. A decision that ends the audit steps the registration (org's approval.finished subscriber);
 * one that passes a level before the last leaves it pending for the next level's approvers.
 */
export async function decideRegistrations(
  tx: Tx,
  actor: Actor,
  input: { orgIds: number[]; passed: boolean; reason: string },
): Promise<{ orgIds: string[]; state: OrgApplicationStateCode }> {
  const decidable = await lockDecidableApplications(tx, actor, input);
  const batch = decidable.length > 1;
  for (const registration of decidable) {
    try {
      await decideAudit(tx, actor, {
        businessKind: registrationAuditKind(registration.kind),
        subjectId: registration.orgId,
        approved: input.passed,
        remark: input.reason,
      });
    } catch (error) {
      throw error instanceof BusinessError ? atRow(noOpenTask(error), registration.orgId, batch) : error;
    }
  }
  const states = await Promise.all(decidable.map((r) => applicationRecord(tx, r.orgId)));
  return {
    orgIds: decidable.map((r) => idText(r.orgId)),
    state: (states[0]?.state ?? OrgApplicationState.pending) as OrgApplicationStateCode,
  };
}

/** A released registration's audit, if still running, is cancelled: nobody is left a task to decide it. */
export const cancelRegistrationAudit = (tx: Tx, registration: { orgId: number; kind: string }) =>
  cancelApproval(tx, registrationAuditKind(registration.kind), registration.orgId);

/**
 * Pending registrations without a running audit (made before the approval engine, or written directly by a
 * fixture) start theirs now; run at every start, so that none waits without operators who can decide it.
 */
export async function adoptPendingRegistrations(tx: Tx, at: Date = now()): Promise<number> {
  const waiting = await tx
    .select({
      orgId: orgApplications.orgId,
      kind: orgApplications.kind,
      applicantUserId: orgApplications.applicantUserId,
      companyName: orgApplications.companyName,
    })
    .from(orgApplications)
    .where(
      and(
        eq(orgApplications.state, OrgApplicationState.pending),
        not(
          or(
            hasRunningApproval(BusinessKind.orgAudit, orgApplications.orgId),
            hasRunningApproval(BusinessKind.merchantAudit, orgApplications.orgId),
          )!,
        ),
      ),
    )
    .orderBy(asc(orgApplications.orgId));
  for (const registration of waiting) await startRegistrationAudit(tx, registration, at);
  return waiting.length;
}

/** The engine's "no such task" reads, on an application the operator can see, as the level not being theirs. */
export function noOpenTask(error: BusinessError): BusinessError {
  if (error.messageKey !== 'approval.taskNotFound') return error;
  return new BusinessError(error.code, 'orgAudit.noOpenTask');
}
