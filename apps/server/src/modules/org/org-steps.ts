import { ErrorCode, orgEvents, orgMachine, TRADING_ORG_STATES } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { BusinessError } from '../../platform/errors';
import { bindMachine } from '../../platform/steps/machine-binding';
import { orgs } from './tables';

export const orgNotFound = () => new BusinessError(ErrorCode.notFound, 'org.notFound');

export const isTrading = (state: string | null | undefined) =>
  state != null && TRADING_ORG_STATES.includes(state);

/** What the org machine's guards read: the taker's own organisation and the parent's state (null: a top organisation). */
export interface OrgFacts {
  takerOrgId: number | null;
  parentState: string | null;
}

async function parentStateOf(tx: Tx, parentId: number | null): Promise<string | null> {
  if (parentId === null) return null;
  const [parent] = await tx.select({ state: orgs.state }).from(orgs).where(eq(orgs.id, parentId));
  return parent?.state ?? null;
}

/**
 * Organisations step through the management-state machine (operators; orgDeal for start/stop, orgRegistryState
 * for the registry's states). Each step publishes org.stateChanged with whether the organisation trades now.
 */
export const orgSteps = bindMachine({
  machine: orgMachine,
  table: orgs,
  id: orgs.id,
  status: orgs.state,
  version: orgs.version,
  notFound: orgNotFound,
  stamp: ({ at }) => ({ updatedAt: at }),
  facts: async (tx, row, taker): Promise<OrgFacts> => ({
    takerOrgId: taker.kind === 'system' ? null : taker.orgId,
    parentState: await parentStateOf(tx, row.parentId),
  }),
  guards: {
    throwIfOwnOrganisation: ({ row, takerOrgId }) => (row.id === takerOrgId ? 'org.ownOrganisation' : null),
    throwIfParentNotTrading: ({ row, parentState }) =>
      row.parentId !== null && !isTrading(parentState) ? 'org.parentNotTrading' : null,
  },
  events: ({ row, from, to }) => [
    orgEvents.stateChanged.of({
      orgId: row.id,
      orgType: row.orgType,
      parentId: row.parentId,
      from,
      to,
      mayTrade: isTrading(to),
    }),
  ],
});
