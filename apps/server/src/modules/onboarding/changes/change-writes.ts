import {
  type AccountSet,
  ErrorCode,
  findTransition,
  type MerchantInfo,
  OrgInfoChangeKind,
  type OrgInfoChangeKindCode,
  type OrgInfoChangeRow,
  OrgInfoChangeState,
  type OrgInfoChangeStateCode,
  orgInfoChangeAuditKind,
  orgInfoChangeMachine,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { idText } from '../../../platform/ids';
import { recordCreation } from '../../../platform/steps/record-creation';
import { atRow, lockStatement, refusalOf, takeSteps } from '../../../platform/steps/take-steps';
import { placementOf } from '../../org';
import { orgs } from '../../org/shared-tables';
import { cancelApproval, decideAudit, startAudit } from '../../process';
import { noOpenTask } from '../registration-audit';
import { loadChange } from './change-list';
import { changeNotFound, changeSteps } from './change-steps';
import { currentInfo } from './current-info';
import { orgInfoChanges as changes } from './tables';

/**
 * The organisation a change is of: the caller's top organisation (a department's administrator changes its
 * enterprise's account set), or none.
 */
export async function ownOrgId(db: Db | Tx, actor: Actor): Promise<number> {
  const placement = actor.orgId === null ? null : await placementOf(db, actor.orgId);
  if (!placement) throw changeNotFound();
  return placement.topId;
}

const unchanged = (values: Record<string, string>, current: Record<string, string> | null) =>
  current !== null && Object.keys(values).every((field) => values[field] === current[field]);

/**
 * Submits a change for audit: the live info stays until it is approved. Refused while another of the kind is
 * pending (E409), when nothing differs, and for merchant info a supplier registered without any on record.
 * The change's audit starts on the approval engine at once.
 */
export async function submitChange(
  tx: Tx,
  actor: Actor,
  kind: OrgInfoChangeKindCode,
  input: MerchantInfo | AccountSet,
): Promise<OrgInfoChangeRow> {
  const orgId = await ownOrgId(tx, actor);
  // The organisation's row is locked: two submissions at once find each other's pending change.
  const [org] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId)).for('update');
  const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const current = await currentInfo(tx, kind, orgId);
  if (kind === OrgInfoChangeKind.merchantInfo && current === null)
    throw new BusinessError(ErrorCode.business, 'orgChange.noMerchantInfo');
  const [pending] = await tx
    .select({ id: changes.id })
    .from(changes)
    .where(
      and(eq(changes.orgId, orgId), eq(changes.kind, kind), eq(changes.state, OrgInfoChangeState.pending)),
    );
  if (pending) throw new BusinessError(ErrorCode.conflict, 'orgChange.pendingExists');
  if (unchanged(values, current)) throw new BusinessError(ErrorCode.business, 'orgChange.unchanged');
  const at = now();
  const [created] = await tx
    .insert(changes)
    .values({ orgId, kind, values, submittedBy: actor.userId, submittedAt: at })
    .returning({ id: changes.id });
  const changeId = created!.id;
  await recordCreation(tx, orgInfoChangeMachine, {
    targetId: changeId,
    status: OrgInfoChangeState.pending,
    actor,
    at,
    event: 'submit',
  });
  await startAudit(
    tx,
    {
      businessKind: orgInfoChangeAuditKind(kind),
      subjectId: changeId,
      subjectNo: `${org!.name} #${changeId}`,
      applicantUserId: actor.userId,
    },
    at,
  );
  return loadChange(tx, actor, changeId);
}

/**
 * The organisation withdraws its change of a kind waiting for audit (umc_withdrawMerchantInfoChange,
 * umc_withdrawAccountSet): the change steps to withdrawn and its audit ends unanswered (its open tasks close), in
 * the caller's transaction. Another organisation's change, or one of the other kind, is not found; a decided one
 * is refused by the machine (E409).
 */
export async function withdrawChange(
  tx: Tx,
  actor: Actor,
  kind: OrgInfoChangeKindCode,
  changeId: number,
): Promise<OrgInfoChangeRow> {
  const orgId = await ownOrgId(tx, actor);
  await takeSteps(tx, changeSteps, {
    ids: [changeId],
    event: 'withdraw',
    actor,
    scope: and(eq(changes.orgId, orgId), eq(changes.kind, kind)),
  });
  await cancelApproval(tx, orgInfoChangeAuditKind(kind), changeId);
  return loadChange(tx, actor, changeId);
}

/**
 * umc_dealOrgInfoChange, the facade over the approval engine: the changes are checked as their step will be
 * (all or nothing, the one at fault named in a batch), then the operator decides its open task of each one's
 * audit. A decision that ends the audit steps the change and applies it (change-audit.ts); one that passes a
 * level before the last leaves it pending.
 */
export async function decideChanges(
  tx: Tx,
  actor: Actor,
  input: { changeIds: number[]; passed: boolean; reason: string },
): Promise<{ changeIds: string[]; state: OrgInfoChangeStateCode }> {
  const ids = [...new Set(input.changeIds)].sort((a, b) => a - b);
  const batch = ids.length > 1;
  const event = input.passed ? 'approve' : 'refuse';
  const rows = (await lockStatement(tx, changeSteps as never, ids, {
    actor,
  })) as unknown as (typeof changes.$inferSelect)[];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw atRow(changeNotFound(), id, batch);
    const t = findTransition(orgInfoChangeMachine, row.state as OrgInfoChangeStateCode, event);
    if (!t) throw atRow(new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed'), id, batch);
    const refused = refusalOf(changeSteps, t, { row, taker: actor });
    if (refused) throw atRow(refused, id, batch);
  }
  for (const row of rows) {
    try {
      await decideAudit(tx, actor, {
        businessKind: orgInfoChangeAuditKind(row.kind),
        subjectId: row.id,
        approved: input.passed,
        remark: input.reason,
      });
    } catch (error) {
      throw error instanceof BusinessError ? atRow(noOpenTask(error), row.id, batch) : error;
    }
  }
  const [first] = await tx.select({ state: changes.state }).from(changes).where(eq(changes.id, ids[0]!));
  return { changeIds: ids.map(idText), state: first!.state as OrgInfoChangeStateCode };
}
