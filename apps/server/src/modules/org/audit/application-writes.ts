import {
  ErrorCode,
  findTransition,
  OrgApplicationKind,
  type OrgApplicationKindCode,
  OrgApplicationState,
  type OrgApplicationStateCode,
  orgApplicationMachine,
} from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { idText } from '../../../platform/ids';
import { publish } from '../../../platform/steps/domain-events';
import { recordCreation } from '../../../platform/steps/record-creation';
import { atRow, lockStatement, refusalOf, takeSteps } from '../../../platform/steps/take-steps';
import { orgSteps } from '../org-steps';
import { findRegisteredOrg } from '../org-trading';
import { orgs } from '../tables';
import { applicationNotFound, applicationSteps, awaitingAudit, submittedEvent } from './application-steps';
import { orgApplications as apps } from './tables';

/** What a registration holds beside its organisation (the applicant's certification and merchant details). */
export interface ApplicationDetails {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactMobile: string;
  address: string;
  shopName?: string;
  bankName?: string;
  bankAccount?: string;
  categoryIds?: number[];
  brandNames?: string;
}

/** Opens the registration of an organisation a registration just created: pending, with its first history row. */
export async function openApplication(
  tx: Tx,
  opened: { orgId: number; kind: OrgApplicationKindCode; applicantUserId: number; at: Date },
  details: ApplicationDetails,
): Promise<void> {
  await tx.insert(apps).values({
    ...details,
    orgId: opened.orgId,
    kind: opened.kind,
    applicantUserId: opened.applicantUserId,
    submittedAt: opened.at,
  });
  await recordCreation(tx, orgApplicationMachine, {
    targetId: opened.orgId,
    status: OrgApplicationState.pending,
    // The applicant, who has no session yet: the history names them by id.
    actor: { userId: opened.applicantUserId } as Actor,
    at: opened.at,
    event: 'submit',
  });
  await publish(tx, [submittedEvent({ ...opened, orgId: opened.orgId })]);
}

/**
 * The merchant base info of a supplier that joined without registering (the demo's suppliers, or one an operator
 * set up by hand): recorded as a passed registration, so its merchant info can be read and changed like any
 * other's. Nothing when the organisation has a registration already.
 */
export async function recordJoinedMerchant(
  tx: Tx,
  joined: { orgId: number; applicantUserId: number; at: Date },
  details: ApplicationDetails,
): Promise<boolean> {
  const inserted = await tx
    .insert(apps)
    .values({
      ...details,
      orgId: joined.orgId,
      kind: OrgApplicationKind.supplier,
      state: OrgApplicationState.passed,
      applicantUserId: joined.applicantUserId,
      submittedAt: joined.at,
      decidedAt: joined.at,
    })
    .onConflictDoNothing()
    .returning({ orgId: apps.orgId });
  return inserted.length > 0;
}

/** The organisation's registration locked for a change, refused when there is none or it is no longer open. */
async function lockOpenApplication(tx: Tx, orgId: number) {
  const [record] = await tx.select().from(apps).where(eq(apps.orgId, orgId)).for('update');
  if (!record) throw applicationNotFound();
  if (!awaitingAudit(record.state)) throw new BusinessError(ErrorCode.business, 'orgAudit.notEditable');
  return record;
}

/**
 * The applicant completes (pending) or fixes (refused) its own organisation's registration: a refused one goes
 * back to review. A changed name or credit code must still be free, and moves onto the organisation with it.
 */
export async function saveOwnApplication(
  tx: Tx,
  actor: Actor,
  details: ApplicationDetails & { licenceFileId: number },
): Promise<void> {
  if (actor.orgId === null) throw applicationNotFound();
  const orgId = actor.orgId;
  const record = await lockOpenApplication(tx, orgId);
  const found = await findRegisteredOrg(tx, {
    name: details.companyName,
    creditCode: details.creditCode,
    exceptId: orgId,
  });
  if (found?.creditCodeTaken) throw fieldError('error.creditCodeTaken', 'creditCode');
  if (found?.nameTaken) throw fieldError('error.orgNameTaken', 'companyName');
  await tx
    .update(orgs)
    .set({ name: details.companyName, creditCode: details.creditCode, updatedAt: now() })
    .where(eq(orgs.id, orgId));
  if (record.state === OrgApplicationState.refused) {
    await takeSteps(tx, applicationSteps, { ids: [orgId], event: 'resubmit', actor, set: details });
  } else {
    await tx
      .update(apps)
      .set({ ...details, version: sql`${apps.version} + 1` })
      .where(eq(apps.orgId, orgId));
  }
}

/**
 * The pending registrations of these organisations locked for an operator's decision on their audit, in id order,
 * each checked as its step will be (pending, the operator's permission, a pass needs the licence) before the
 * engine is asked: the first at fault refuses the whole batch, named in it. Returns each one's kind.
 */
export async function lockDecidableApplications(
  tx: Tx,
  actor: Actor,
  input: { orgIds: number[]; passed: boolean },
): Promise<{ orgId: number; kind: string }[]> {
  const ids = [...new Set(input.orgIds)].sort((a, b) => a - b);
  const batch = ids.length > 1;
  const event = input.passed ? 'pass' : 'refuse';
  const rows = await lockStatement(tx, applicationSteps as never, ids, { actor });
  const records = rows as unknown as (typeof apps.$inferSelect)[];
  for (const id of ids) {
    const row = records.find((record) => record.orgId === id);
    if (!row) throw atRow(applicationNotFound(), id, batch);
    const t = findTransition(orgApplicationMachine, row.state as OrgApplicationStateCode, event);
    if (!t) throw atRow(new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed'), id, batch);
    const refused = refusalOf(applicationSteps, t, { row, taker: actor });
    if (refused) throw atRow(refused, id, batch);
  }
  return ids.map((orgId) => ({ orgId, kind: records.find((r) => r.orgId === orgId)!.kind }));
}

/**
 * An approved merchant base info change (onboarding's) becomes the supplier's passed registration's info: what
 * the merchant list, its detail and the supplier's own page show.
 */
export async function applyMerchantInfo(
  tx: Tx,
  orgId: number,
  info: Pick<
    ApplicationDetails,
    'legalPerson' | 'contactName' | 'contactMobile' | 'address' | 'bankName' | 'bankAccount' | 'brandNames'
  >,
): Promise<void> {
  await tx
    .update(apps)
    .set({ ...info, version: sql`${apps.version} + 1` })
    .where(eq(apps.orgId, orgId));
}

/** How a released organisation's name reads: its own, marked, so that the real company can take the name. */
function releasedName(name: string, orgId: number): string {
  const mark = `（已释放 #${orgId}）`;
  return `${name.slice(0, 200 - mark.length)}${mark}`;
}

/**
 * Releases a registration (refused, or pending too long: the caller checks the hold) and what it held: the
 * organisation is cancelled (its users can no longer sign in), loses the credit code and its name is marked.
 */
export async function releaseApplication(
  tx: Tx,
  actor: Actor,
  orgId: number,
  reason: string,
): Promise<{ orgId: string; state: OrgApplicationStateCode }> {
  await takeSteps(tx, applicationSteps, { ids: [orgId], event: 'release', actor, remark: reason });
  await takeSteps(tx, orgSteps, { ids: [orgId], event: 'cancel', actor, remark: reason });
  const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
  await tx
    .update(orgs)
    .set({ creditCode: null, name: releasedName(org!.name, orgId), updatedAt: now() })
    .where(eq(orgs.id, orgId));
  return { orgId: idText(orgId), state: OrgApplicationState.released };
}
