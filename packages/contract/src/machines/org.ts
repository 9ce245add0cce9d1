import { defineAuditTarget } from '../audit';
import { OrgState, type OrgStateCode } from '../calls/org/org.dictionaries';
import { ORG_PERMISSION } from '../calls/org/org-permissions';
import { bilingual } from '../texts';
import { defineEvent } from './domain-event';
import { defineMachine, type Transition } from './machine';

export { ORG_PERMISSION, ORG_READ_PERMISSIONS } from '../calls/org/org-permissions';

const dealer = { who: ['operator'], permission: ORG_PERMISSION.deal } as const;
const registrar = { who: ['operator'], permission: ORG_PERMISSION.registry, remark: 'required' } as const;
const S = OrgState;
const from = <const E extends string>(
  states: readonly OrgStateCode[],
  rest: Omit<Transition<OrgStateCode, E>, 'from'>,
): Transition<OrgStateCode, E>[] => states.map((state) => ({ ...rest, from: state }));

/**
 * The enterprise management state (SPEC §4). Start and stop are the operators' everyday steps (a department
 * starts only under a trading parent, and nobody stops their own organisation); the registry's states (open,
 * revoked, cancelled, moved out, other) are recorded with the reason by whoever holds orgRegistryState.
 * Cancelled and moved out are final. Only in operation (open or not) trades (TRADING_ORG_STATES).
 */
export const orgMachine = defineMachine({
  name: 'org',
  audit: {
    target: defineAuditTarget('org', bilingual('组织机构', 'Organisation')),
    events: {
      stop: bilingual('停用组织', 'Stop organisation'),
      start: bilingual('启用组织', 'Start organisation'),
      open: bilingual('登记为在业', 'Record as open'),
      revoke: bilingual('登记为吊销', 'Record as revoked'),
      cancel: bilingual('登记为注销', 'Record as cancelled'),
      moveOut: bilingual('登记为迁出', 'Record as moved out'),
      markOther: bilingual('登记为其他', 'Record as other'),
    },
    states: {
      [S.operating]: bilingual('存续（在营）', 'In operation'),
      [S.open]: bilingual('在业（开业）', 'In operation (open)'),
      [S.closed]: bilingual('停业', 'Closed'),
      [S.revoked]: bilingual('吊销', 'Revoked'),
      [S.cancelled]: bilingual('注销', 'Cancelled'),
      [S.movedOut]: bilingual('迁出', 'Moved out'),
      [S.other]: bilingual('其他', 'Other'),
    },
  },
  states: {
    [S.operating]: 'status.org.01',
    [S.open]: 'status.org.02',
    [S.closed]: 'status.org.03',
    [S.revoked]: 'status.org.04',
    [S.cancelled]: 'status.org.05',
    [S.movedOut]: 'status.org.06',
    [S.other]: 'status.org.99',
  } as Record<OrgStateCode, string>,
  initial: [S.operating],
  final: [S.cancelled, S.movedOut],
  transitions: [
    ...from([S.operating, S.open], {
      event: 'stop',
      to: S.closed,
      ...dealer,
      remark: 'optional',
      guard: 'throwIfOwnOrganisation',
    }),
    ...from([S.closed, S.other], {
      event: 'start',
      to: S.operating,
      ...dealer,
      guard: 'throwIfParentNotTrading',
    }),
    ...from([S.operating], { event: 'open', to: S.open, ...registrar, remark: 'optional' }),
    ...from([S.operating, S.open, S.closed, S.other], {
      event: 'revoke',
      to: S.revoked,
      ...registrar,
      guard: 'throwIfOwnOrganisation',
    }),
    ...from([S.operating, S.open, S.closed, S.revoked, S.other], {
      event: 'cancel',
      to: S.cancelled,
      ...registrar,
      guard: 'throwIfOwnOrganisation',
    }),
    ...from([S.operating, S.open, S.closed, S.other], {
      event: 'moveOut',
      to: S.movedOut,
      ...registrar,
      guard: 'throwIfOwnOrganisation',
    }),
    ...from([S.operating, S.open, S.closed], {
      event: 'markOther',
      to: S.other,
      ...registrar,
      guard: 'throwIfOwnOrganisation',
    }),
  ],
});
export type OrgEvent = (typeof orgMachine.transitions)[number]['event'];

/**
 * An organisation's management state changed; `mayTrade`: whether its own state trades now (its users sign in,
 * its goods show). A department also stops trading while an organisation above it does not trade.
 */
export interface OrgStateChangedPayload {
  orgId: number;
  orgType: string;
  parentId: number | null;
  from: string;
  to: string;
  mayTrade: boolean;
}

/** Organisation events other domains hear (search takes a closed supplier's goods off the storefront). */
export const orgEvents = {
  stateChanged: defineEvent<OrgStateChangedPayload>('org.stateChanged'),
  /** Created or edited (names, codes, contacts). */
  saved: defineEvent<{ orgId: number }>('org.saved'),
  /** Moved under another parent. */
  moved: defineEvent<{ orgId: number; parentId: number }>('org.moved'),
  deleted: defineEvent<{ orgIds: number[] }>('org.deleted'),
} as const;
