import { approvalEvents, BrandAuthStatus, BusinessKind, brandAuthMachine } from '@procuremart/contract';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type Actor, systemActor } from '../../../platform/actor';
import { idText, parseId } from '../../../platform/ids';
import { subscribe } from '../../../platform/steps/domain-events';
import { takeSteps } from '../../../platform/steps/take-steps';
import { hasRunningApproval, startAudit } from '../../process';
import { applicantOf, subjectNoOf } from '../audit-applicant';
import { decideCatalogAudits } from '../audit-decisions';
import { brands, suppliers } from '../tables';
import { brandAuthSteps } from './brand-auth-machine';
import { brandAuths } from './tables';

const kind = BusinessKind.brandAuthorisation;

/** The steps that send an authorisation to the audit (the first application is recorded as 'apply'). */
const SUBMITTING = ['apply', 'resubmit', 'renew'];

const named = (tx: Tx) =>
  tx
    .select({
      id: brandAuths.id,
      supplierId: brandAuths.supplierId,
      status: brandAuths.status,
      brandName: brands.brandName,
      supplierName: suppliers.name,
    })
    .from(brandAuths)
    .innerJoin(brands, eq(brands.id, brandAuths.brandId))
    .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
    .$dynamic();

type NamedAuth = { id: number; brandName: string; supplierName: string };

async function startFor(tx: Tx, auth: NamedAuth, applicantUserId: number, at: Date) {
  await startAudit(
    tx,
    {
      businessKind: kind,
      subjectId: auth.id,
      subjectNo: subjectNoOf(`${auth.brandName}（${auth.supplierName}）`),
      applicantUserId,
    },
    at,
  );
}

/**
 * An application (new, again once rejected or stopped, or a renewal) goes to the operators' audit: an approval
 * on the platform's brand-authorisation process, named by the brand and the supplier.
 */
export async function startBrandAuthAudit(tx: Tx, authId: number, applicantUserId: number, at: Date) {
  const [auth] = await named(tx).where(eq(brandAuths.id, authId));
  await startFor(tx, auth!, applicantUserId, at);
}

/**
 * The operator approves or rejects (with the reason) applications awaiting audit, one or a batch, all or
 * nothing: each application's audit is decided through the engine (their own open task); it moves when its
 * audit ends (below).
 */
export async function auditBrandAuth(
  tx: Tx,
  actor: Actor,
  input: { authIds: string[]; passed: boolean; reason: string },
) {
  const ids = await decideCatalogAudits(tx, actor, {
    binding: brandAuthSteps,
    businessKind: kind,
    ids: input.authIds.map(parseId),
    awaiting: BrandAuthStatus.applied,
    approved: input.passed,
    remark: input.reason,
  });
  const after = await tx
    .select({ id: brandAuths.id, status: brandAuths.status })
    .from(brandAuths)
    .where(inArray(brandAuths.id, ids));
  const statusOf = new Map(after.map((row) => [row.id, row.status]));
  return { authIds: ids.map(idText), status: statusOf.get(ids.at(-1)!) ?? 0 };
}

/**
 * An application's audit ended (on the audit page or the task list): approved it is in force, rejected it
 * keeps the reason; the authorisation's history names the deciding operator.
 */
export const brandAuthSubscribers = [
  subscribe(approvalEvents.finished, 'catalog.brandAuthorisationFinished', async (tx, payload) => {
    if (payload.businessKind !== kind) return;
    await takeSteps(tx, brandAuthSteps, {
      ids: [payload.subjectId],
      event: payload.approved ? 'approve' : 'reject',
      actor: systemActor('approval', payload.deciderUserId),
      remark: payload.remark,
    });
  }),
];

/**
 * Applications awaiting audit without a running approval (an older database's, or written directly) start one
 * now for whoever applied: run at every start, so none waits without an operator who can decide it.
 */
export async function adoptPendingBrandAuths(tx: Tx, at: Date = new Date()): Promise<number> {
  const waiting = await named(tx)
    .where(and(eq(brandAuths.status, BrandAuthStatus.applied), not(hasRunningApproval(kind, brandAuths.id))))
    .orderBy(brandAuths.id);
  let adopted = 0;
  for (const auth of waiting) {
    const applicant = await applicantOf(tx, {
      machine: brandAuthMachine.name,
      targetId: auth.id,
      events: SUBMITTING,
      supplierId: auth.supplierId,
    });
    if (applicant === null) continue;
    await startFor(tx, auth, applicant, at);
    adopted += 1;
  }
  return adopted;
}
