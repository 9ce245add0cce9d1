import type { brandAuthMachine } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { idText, parseId } from '../../../platform/ids';
import { takeSteps } from '../../../platform/steps/take-steps';
import { brandAuthSteps } from './brand-auth-machine';

type AuthEvent = (typeof brandAuthMachine.transitions)[number]['event'];

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
