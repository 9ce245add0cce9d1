import { defineAuditTarget } from '../audit';
import { MEMBER_PERMISSION } from '../calls/members/member-permissions';
import { MemberStatus, type MemberStatusCode } from '../calls/members/members.dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

const dealer = { who: ['operator', 'purchaser'], permission: MEMBER_PERMISSION.edit } as const;

/**
 * A member's account: enterprise administrators (their own organisation) and operators disable and enable it,
 * never their own. A disabled member cannot sign in and is signed out at once.
 */
export const memberMachine = defineMachine({
  name: 'member',
  audit: {
    target: defineAuditTarget('user', bilingual('用户', 'User')),
    events: {
      disable: bilingual('停用成员', 'Disable member'),
      enable: bilingual('启用成员', 'Enable member'),
    },
    states: {
      [MemberStatus.enabled]: bilingual('启用', 'Enabled'),
      [MemberStatus.disabled]: bilingual('停用', 'Disabled'),
    },
  },
  states: {
    [MemberStatus.enabled]: 'status.member.1',
    [MemberStatus.disabled]: 'status.member.0',
  } as Record<MemberStatusCode, string>,
  initial: [MemberStatus.enabled],
  transitions: [
    {
      from: MemberStatus.enabled,
      event: 'disable',
      to: MemberStatus.disabled,
      ...dealer,
      remark: 'optional',
      guard: 'throwIfSelf',
    },
    { from: MemberStatus.disabled, event: 'enable', to: MemberStatus.enabled, ...dealer },
  ],
});
