// Account association (umc): one person with accounts in several organisations links them, proving each with
// its password, and switches between them without signing out.
import { z } from 'zod';
import { defineCall, emptyInput } from '../../define-call';
import { dateTimeSchema, idSchema } from '../../lists';
import { bilingual } from '../../texts';
import { userInfoSchema, userTarget } from '../umc';

export const linkedAccountSchema = z.object({
  userId: idSchema,
  username: z.string(),
  userName: z.string(),
  /** 1 purchaser, 0 operation staff, 2 supplier. */
  isProfessionalOrgExt: z.number().int(),
  orgName: z.string().nullable(),
  linkedAt: dateTimeSchema,
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const queryLinkedAccounts = defineCall({
  name: 'umc_queryLinkedAccounts',
  audience: ['user'],
  permission: 'accountAssociation',
  summary: 'The accounts linked to the caller’s, by username.',
  input: emptyInput,
  output: z.array(linkedAccountSchema),
});

export const linkAccount = defineCall({
  name: 'umc_linkAccount',
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('关联账号', 'Account linked'), recordedBy: 'handler' },
  audience: ['user'],
  permission: 'accountAssociation',
  summary:
    'Links another account to the caller’s, proven by its password (wrong passwords count towards that ' +
    'account’s lock-out like a sign-in).',
  input: z
    .object({
      username: z.string().trim().min(1, 'validation.required').max(50),
      password: z.string().min(1, 'validation.required').max(100),
    })
    .strict(),
  output: z.boolean(),
});

export const unlinkAccount = defineCall({
  name: 'umc_unlinkAccount',
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('解除账号关联', 'Account unlinked'), targetKey: 'userId' },
  audience: ['user'],
  permission: 'accountAssociation',
  summary: 'Removes the link between the caller’s account and one linked to it.',
  input: z.object({ userId: idSchema }).strict(),
  output: z.boolean(),
});

export const switchAccount = defineCall({
  name: 'umc_switchAccount',
  writes: true,
  touches: ['user'],
  audit: {
    target: userTarget,
    label: bilingual('切换关联账号', 'Switched to a linked account'),
    recordedBy: 'handler',
  },
  audience: ['user'],
  permission: 'accountAssociation',
  summary:
    'Opens a session of a linked account (refused like a sign-in when it is disabled or its organisation ' +
    'closed) and sets the auth-token cookie; the caller’s own session stays open to switch back.',
  input: z.object({ userId: idSchema }).strict(),
  output: z.object({ token: z.string(), userInfo: userInfoSchema }),
});
