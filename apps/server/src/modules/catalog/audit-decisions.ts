import { type BusinessKindCode, ErrorCode } from '@procuremart/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { BusinessError } from '../../platform/errors';
import { keyOf, type MachineBinding } from '../../platform/steps/machine-binding';
import { atRow, lockStatement } from '../../platform/steps/take-steps';
import { decideAudit } from '../process';

/**
 * The catalogue's audit calls over the approval engine (listing, price change, brand authorisation): the records
 * named are locked in id order in the operator's scope, each must be awaiting this audit (an unknown one is "not
 * found", a decided one E409 as the machine answers), then the operator's open task of each record's audit is
 * decided. Where that ends an audit, the record's step follows in this transaction (the domain's
 * `approval.finished` subscriber); a multi-level process keeps it waiting for the next level. All or nothing: the
 * first record at fault refuses the whole batch, named in the refusal (`targetId`).
 */
export async function decideCatalogAudits(
  tx: Tx,
  actor: Actor,
  input: {
    binding: MachineBinding;
    businessKind: BusinessKindCode;
    ids: number[];
    awaiting: string | number;
    approved: boolean;
    remark: string;
  },
): Promise<number[]> {
  const { binding } = input;
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const batch = ids.length > 1;
  const rows: Record<string, unknown>[] = await lockStatement(tx, binding, ids, { actor });
  const idKey = keyOf(binding.table, binding.id);
  const statusKey = keyOf(binding.table, binding.status);
  for (const id of ids) {
    const row = rows.find((r) => r[idKey] === id);
    if (!row) throw atRow(binding.notFound(), id, batch);
    if (row[statusKey] !== input.awaiting) {
      const event = input.approved ? 'approve' : 'reject';
      const moved = binding.moved?.(row, event);
      throw atRow(moved ?? new BusinessError(ErrorCode.conflict, 'error.transitionNotAllowed'), id, batch);
    }
  }
  for (const id of ids) {
    const decision = { businessKind: input.businessKind, subjectId: id, approved: input.approved };
    try {
      await decideAudit(tx, actor, { ...decision, remark: input.remark });
    } catch (error) {
      throw error instanceof BusinessError ? atRow(error, id, batch) : error;
    }
  }
  return ids;
}
