import { type BrandAuthRow, brandAuthMachine } from '@procuremart/contract';
import { withdrawBrandAuth } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { machineActions } from '../../resources/machine-actions';
import type { ActionInput } from '../../resources/types';

type AuthEvent = (typeof brandAuthMachine.transitions)[number]['event'];
type Step = (authIds: string[], event: AuthEvent, input: ActionInput) => Promise<unknown>;

/** Machine actions whose bulk form is one call with every selected authorisation (all or nothing). */
function authActions<R extends Pick<BrandAuthRow, 'authId'>>(
  events: AuthEvent[],
  danger: AuthEvent[],
  step: Step,
) {
  return machineActions<R, AuthEvent>(brandAuthMachine, {
    events,
    danger,
    run: (row, event, input) => step([row.authId], event, input),
    runMany: (rows, event, input) =>
      step(
        rows.map((r) => r.authId),
        event,
        input,
      ),
  });
}

/** The supplier stops its own authorisation (with the reason); only an operator starts it again. */
export const supplierAuthActions = <R extends Pick<BrandAuthRow, 'authId'>>() =>
  authActions<R>(['withdraw'], ['withdraw'], (authIds, _event, { remark }) =>
    api(withdrawBrandAuth, { authIds, reason: remark }),
  );

/**
 * Whether the supplier may apply for the brand again (rejected or stopped: resubmit; active past its last
 * day: renew), as the server lists the steps open to it.
 */
export const mayApplyAgain = (auth: Pick<BrandAuthRow, 'actions'>) =>
  auth.actions.includes('resubmit') || auth.actions.includes('renew');
