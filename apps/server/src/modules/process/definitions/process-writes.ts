import {
  type BusinessKindCode,
  ErrorCode,
  fromCents,
  OrgType,
  type ProcessLevel,
  ProcessVersionStatus,
  processVersionMachine,
  type saveProcess,
  toCents,
} from '@procuremart/contract';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { recordCreation } from '../../../platform/steps/record-creation';
import { placementOf } from '../../org';
import { approvalProcesses, approvalProcessVersions } from '../tables';
import { loadProcessRow } from './process-list';

type Input = ParsedInput<typeof saveProcess>;

/** Amounts kept as exact two-decimal strings, whatever the form sent ("5000" → "5000.00"). */
const normalised = (levels: ProcessLevel[]): ProcessLevel[] =>
  levels.map((level) => ({
    ...level,
    conditions: level.conditions.map((c) =>
      c.kind === 'amount' ? { ...c, amount: fromCents(toCents(c.amount)) } : c,
    ),
  }));

/**
 * The organisation a new process is for: an enterprise administrator's own (top) organisation whatever it
 * sent; an operator's the purchasing organisation it names, or the platform (null) without one.
 */
async function processOrg(tx: Tx, actor: Actor, orgId: string | undefined): Promise<number | null> {
  if (actor.kind !== 'operator') {
    if (actor.orgId === null) throw new BusinessError(ErrorCode.forbidden, 'error.forbidden');
    return (await placementOf(tx, actor.orgId))?.topId ?? actor.orgId;
  }
  if (orgId === undefined) return null;
  const placement = await placementOf(tx, Number(orgId));
  if (!placement || placement.parentId !== null || placement.orgType !== OrgType.enterprise)
    throw fieldError('process.orgNotPurchaser', 'orgId');
  return placement.orgId;
}

async function createProcess(tx: Tx, actor: Actor, input: Input, at: Date): Promise<number> {
  const orgId = await processOrg(tx, actor, input.orgId);
  const kind = input.businessKind as BusinessKindCode;
  const [existing] = await tx
    .select({ id: approvalProcesses.id })
    .from(approvalProcesses)
    .where(
      and(
        eq(approvalProcesses.businessKind, kind),
        orgId === null ? isNull(approvalProcesses.orgId) : eq(approvalProcesses.orgId, orgId),
      ),
    );
  if (existing) throw fieldError('process.exists', 'businessKind');
  const [created] = await tx
    .insert(approvalProcesses)
    .values({
      businessKind: kind,
      orgId,
      name: input.name,
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.userId,
    })
    .returning({ id: approvalProcesses.id });
  return created!.id;
}

/**
 * Saves a draft version (SPEC processList / processVer): a new process with its first draft, a changed draft
 * (only drafts change: a published or retired version is what running approvals follow), or a new draft of an
 * existing process numbered after its last version.
 */
export async function saveProcessDraft(tx: Tx, actor: Actor, input: Input) {
  const at = now();
  const levels = normalised(input.levels);
  const processId =
    input.processId === undefined ? await createProcess(tx, actor, input, at) : Number(input.processId);
  await loadProcessRow(tx, actor, processId);
  await tx
    .update(approvalProcesses)
    .set({ name: input.name, updatedAt: at, updatedBy: actor.userId })
    .where(eq(approvalProcesses.id, processId));
  if (input.versionId !== undefined) {
    const [draft] = await tx
      .update(approvalProcessVersions)
      .set({ levels })
      .where(
        and(
          eq(approvalProcessVersions.id, Number(input.versionId)),
          eq(approvalProcessVersions.processId, processId),
          eq(approvalProcessVersions.status, ProcessVersionStatus.drafted),
        ),
      )
      .returning({ id: approvalProcessVersions.id, versionNo: approvalProcessVersions.versionNo });
    if (!draft) throw fieldError('process.notDraft', 'versionId');
    return { processId: String(processId), versionId: String(draft.id), versionNo: draft.versionNo };
  }
  const [last] = await tx
    .select({ no: max(approvalProcessVersions.versionNo) })
    .from(approvalProcessVersions)
    .where(eq(approvalProcessVersions.processId, processId));
  const versionNo = (last?.no ?? 0) + 1;
  const [created] = await tx
    .insert(approvalProcessVersions)
    .values({ processId, versionNo, levels, createdAt: at, createdBy: actor.userId })
    .returning();
  await recordCreation(tx, processVersionMachine, {
    targetId: created!.id,
    status: ProcessVersionStatus.drafted,
    actor,
    at,
  });
  return { processId: String(processId), versionId: String(created!.id), versionNo };
}
