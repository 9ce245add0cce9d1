import { brandAuthMachine } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { idText, parseId } from '../../../platform/ids';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { takeSteps } from '../../../platform/steps/take-steps';
import { authNotFound } from './brand-auth-record';
import { brandAuths } from './tables';
import { chinaToday, isExpired } from './validity';

type AuthEvent = (typeof brandAuthMachine.transitions)[number]['event'];

/**
 * Brand authorisations step through their machine: a supplier its own only, operators every one. The reason
 * of a step is kept on the row and in its status history. An authorisation in force is renewed only once it
 * has expired (by the China business day).
 */
export const brandAuthSteps = bindMachine({
  machine: brandAuthMachine,
  table: brandAuths,
  id: brandAuths.id,
  status: brandAuths.status,
  version: brandAuths.version,
  auditTarget: 'brandAuth',
  notFound: authNotFound,
  scope: (taker) => takerScope(taker, { supplier: brandAuths.supplierId }),
  stamp: ({ at, taker, remark }) => ({ reason: remark, updatedAt: at, updatedBy: taker.userId }),
  facts: async () => ({ today: chinaToday() }),
  guards: {
    throwIfBrandAuthNotExpired: ({ row, today }) => (isExpired(row, today) ? null : 'brandAuth.notExpired'),
  },
});

/** One machine step on each named authorisation, all or nothing. */
export async function takeBrandAuthStep(
  tx: Tx,
  actor: Actor,
  input: { authIds: string[]; reason?: string },
  event: AuthEvent,
): Promise<{ authIds: string[]; status: number }> {
  const ids = input.authIds.map(parseId);
  const steps = await takeSteps(tx, brandAuthSteps, { ids, event, actor, remark: input.reason });
  return { authIds: steps.map((s) => idText(s.row.id)), status: steps.at(-1)?.to ?? 0 };
}

export const auditBrandAuth = (
  tx: Tx,
  actor: Actor,
  input: { authIds: string[]; passed: boolean; reason: string },
) => takeBrandAuthStep(tx, actor, input, input.passed ? 'approve' : 'reject');
