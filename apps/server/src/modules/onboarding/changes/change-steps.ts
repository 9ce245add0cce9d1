import { ErrorCode, orgInfoChangeEvents, orgInfoChangeMachine } from '@procuremart/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { BusinessError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { topOrgIdSql } from '../../org';
import { orgInfoChanges } from './tables';

export const changeNotFound = () => new BusinessError(ErrorCode.notFound, 'orgChange.notFound');

/**
 * Changes step through their machine: approved or refused when their audit ends (as the system on behalf of the
 * last decider), stamped with the time and reason, published (orgInfoChange.decided) so the submitter is told;
 * withdrawn by their organisation (stamped, not published: the submitter's own organisation did it).
 * Operators see every change; an organisation only its own.
 */
export const changeSteps = bindMachine({
  machine: orgInfoChangeMachine,
  table: orgInfoChanges,
  id: orgInfoChanges.id,
  status: orgInfoChanges.state,
  version: orgInfoChanges.version,
  notFound: changeNotFound,
  scope: (taker): SQL | undefined => {
    if (taker.kind === 'system' || taker.kind === 'operator') return undefined;
    // A change is its top organisation's: a department's administrator acts on the enterprise's.
    return taker.orgId === null ? sql`false` : eq(orgInfoChanges.orgId, topOrgIdSql(taker.orgId));
  },
  stamp: ({ at, remark }) => ({ decidedAt: at, reason: remark }),
  events: ({ row, event, remark }) =>
    event === 'withdraw'
      ? []
      : [
          orgInfoChangeEvents.decided.of({
            changeId: row.id,
            orgId: row.orgId,
            kind: row.kind,
            submittedBy: row.submittedBy,
            approved: event === 'approve',
            reason: remark,
          }),
        ],
});
