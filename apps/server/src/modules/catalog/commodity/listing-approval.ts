import {
  approvalEvents,
  BusinessKind,
  ErrorCode,
  SKU_PERMISSION,
  SkuStatus,
  skuMachine,
} from '@procuremart/contract';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type Actor, systemActor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError, forbiddenError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { subscribe } from '../../../platform/steps/domain-events';
import { takeSteps } from '../../../platform/steps/take-steps';
import { hasRunningApproval, startAudit } from '../../process';
import { approvalRuns } from '../../process/shared-tables';
import { applicantOf, subjectNoOf } from '../audit-applicant';
import { decideCatalogAudits } from '../audit-decisions';
import { skus } from '../tables';
import { skuSteps } from './sku-machine';

const kind = BusinessKind.listingAudit;

/**
 * Each level of the listing audit (SPEC: newSoldUpList, newSoldUpTwoList): the review page it needs, the status
 * waiting at it and the SKU steps its end takes. Each level is one approval on the platform's listing-audit
 * process, so the operators' process decides who reviews (and in how many steps) at either level.
 */
const LEVELS = {
  1: {
    page: SKU_PERMISSION.firstAudit,
    waiting: SkuStatus.awaitingFirstAudit,
    pass: 'passFirst',
    reject: 'rejectFirst',
  },
  2: {
    page: SKU_PERMISSION.secondAudit,
    waiting: SkuStatus.awaitingSecondAudit,
    pass: 'passSecond',
    reject: 'rejectSecond',
  },
} as const;

type AuditedSku = { id: number; skuName: string; categoryId: number; salePrice: string };

/**
 * A listing level's audit of each SKU: an approval on the platform's listing-audit process, named by the goods'
 * name, with its price and category as the facts a level's conditions may read.
 */
export async function startListingAudits(tx: Tx, list: AuditedSku[], applicantUserId: number, at: Date) {
  for (const sku of list) {
    await startAudit(
      tx,
      {
        businessKind: kind,
        subjectId: sku.id,
        subjectNo: subjectNoOf(sku.skuName),
        applicantUserId,
        facts: { amount: sku.salePrice, categoryIds: [sku.categoryId] },
      },
      at,
    );
  }
}

/**
 * The operator's pass or rejection of listing requests at one level (one or a batch, all or nothing): they need
 * the level's review page, the SKUs must wait at that level, and each SKU's audit is decided through the
 * engine (their own open task). The SKU steps when its approval ends (below).
 */
export async function auditListing(
  tx: Tx,
  actor: Actor,
  input: { skuIds: string[]; level: 1 | 2; passed: boolean; reason: string },
) {
  const level = LEVELS[input.level];
  if (!actor.menuCodes.includes(level.page)) throw forbiddenError();
  const ids = await decideCatalogAudits(tx, actor, {
    binding: skuSteps,
    businessKind: kind,
    ids: input.skuIds.map(parseId),
    awaiting: level.waiting,
    approved: input.passed,
    remark: input.reason,
  });
  const after = await tx.select({ id: skus.id, status: skus.status }).from(skus).where(inArray(skus.id, ids));
  const statusOf = new Map(after.map((row) => [row.id, row.status]));
  return { skuIds: ids.map(idText), status: statusOf.get(ids.at(-1)!) ?? 0 };
}

const auditedColumns = {
  id: skus.id,
  skuName: skus.skuName,
  categoryId: skus.categoryId,
  salePrice: skus.salePrice,
  status: skus.status,
};

/**
 * A SKU's listing approval ended (on the review pages or the task list): the level it waited at passes (level 1
 * on to level 2, whose own approval starts for the same applicant; level 2 onto the shelf) or rejects it back
 * to draft with the reason. The SKU's history names the operator whose decision ended it.
 */
export const listingAuditSubscribers = [
  subscribe(approvalEvents.finished, 'catalog.listingAuditFinished', async (tx, payload) => {
    if (payload.businessKind !== kind) return;
    const [sku] = await tx.select(auditedColumns).from(skus).where(eq(skus.id, payload.subjectId));
    // No such SKU (an approval of no goods): nothing to step.
    if (!sku) return;
    const level = Object.values(LEVELS).find((l) => l.waiting === sku.status);
    if (!level) throw new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed');
    await takeSteps(tx, skuSteps, {
      ids: [sku.id],
      event: payload.approved ? level.pass : level.reject,
      actor: systemActor('approval', payload.deciderUserId),
      remark: payload.remark,
    });
    if (!payload.approved || level.waiting !== SkuStatus.awaitingFirstAudit) return;
    const [run] = await tx
      .select({ applicantUserId: approvalRuns.applicantUserId })
      .from(approvalRuns)
      .where(eq(approvalRuns.id, payload.runId));
    await startListingAudits(tx, [sku], run!.applicantUserId, now());
  }),
];

/**
 * SKUs waiting at a listing level without a running approval (an older database's, or written directly) start
 * one now for whoever submitted them: run at every start, so no listing request waits without an operator
 * who can decide it.
 */
export async function adoptPendingListings(tx: Tx, at: Date = new Date()): Promise<number> {
  const waiting = await tx
    .select({ ...auditedColumns, supplierId: skus.supplierId })
    .from(skus)
    .where(
      and(
        inArray(skus.status, [SkuStatus.awaitingFirstAudit, SkuStatus.awaitingSecondAudit]),
        not(hasRunningApproval(kind, skus.id)),
      ),
    )
    .orderBy(skus.id);
  let adopted = 0;
  for (const sku of waiting) {
    const applicant = await applicantOf(tx, {
      machine: skuMachine.name,
      targetId: sku.id,
      events: ['submit'],
      supplierId: sku.supplierId,
    });
    if (applicant === null) continue;
    await startListingAudits(tx, [sku], applicant, at);
    adopted += 1;
  }
  return adopted;
}
