import { ErrorCode, OrgApplicationState } from '@procuremart/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { now } from '../../platform/clock';
import { BusinessError } from '../../platform/errors';
import { readParam } from '../config';
import { applicationRecord, releaseApplication } from '../org';
import { cancelRegistrationAudit } from './registration-audit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pending registration holds its credit code and name for `org.applicationHoldDays` from its (last)
 * submission: releasing it earlier would let anyone knock out a real applicant waiting for review.
 */
async function throwIfHeldBriefly(tx: Tx, orgId: number): Promise<void> {
  const record = await applicationRecord(tx, orgId);
  if (record?.state !== OrgApplicationState.pending) return;
  const days = await readParam(tx, 'org.applicationHoldDays');
  if (now().getTime() - record.submittedAt.getTime() < days * DAY_MS) {
    throw new BusinessError(ErrorCode.business, 'orgAudit.heldBriefly', { days });
  }
}

/**
 * Releases what a refused or long-pending registration holds (the machine says which states may be released); a
 * pending one's running audit is cancelled.
 */
export async function releaseHeldRegistration(tx: Tx, actor: Actor, orgId: number, reason: string) {
  await throwIfHeldBriefly(tx, orgId);
  const released = await releaseApplication(tx, actor, orgId, reason);
  const record = await applicationRecord(tx, orgId);
  await cancelRegistrationAudit(tx, { orgId, kind: record!.kind });
  return released;
}
