import { z } from 'zod';
import { defineCall } from '../../define-call';
import { idSchema } from '../../lists';
import { bilingual } from '../../texts';
import { orgTarget } from '../org/umc-org';
import { boundedText } from '../umc-addresses';
import { MEMBER_PERMISSION } from './member-permissions';
import { memberDetailSchema, memberFields } from './umc-members';

// Individual members (SPEC §2 "outerIndividualsEdit/Detail"): a person who registered alone buys through an
// organisation of its own (member class individual) with one account; operators see and edit the two as one.

export const individualDetailSchema = memberDetailSchema.extend({
  /** The person's own organisation: its ORG_STATE, address and version. */
  orgState: z.string(),
  address: z.string(),
  orgVersion: z.number().int(),
});
export type IndividualDetail = z.infer<typeof individualDetailSchema>;

const operatorNote =
  'Operators only. An organisation that is not an individual member’s is not found ' +
  '(E404 `member.individualNotFound`).';

export const getIndividualDetail = defineCall({
  name: 'umc_getIndividualDetail',
  audience: ['operator'],
  permission: MEMBER_PERMISSION.individualDetail,
  summary: `An individual member by its organisation: the account (as the member detail shows it, with its history) and the organisation’s state and address. ${operatorNote}`,
  input: z.object({ orgId: idSchema }).strict(),
  output: individualDetailSchema,
});

export const saveIndividual = defineCall({
  name: 'umc_saveIndividual',
  writes: true,
  touches: ['member', 'org'],
  audience: ['operator'],
  permission: MEMBER_PERMISSION.individualEdit,
  audit: {
    target: orgTarget,
    label: bilingual('编辑个人会员', 'Edit individual member'),
    targetKey: 'orgId',
    detailKey: 'userName',
  },
  summary:
    'Edits an individual member: the person’s name, employee number, mobile and e-mail, and its organisation’s ' +
    'address; the organisation’s name and contact follow the person. `orgVersion` as read: an edit made meanwhile ' +
    `is refused (\`error.staleVersion\`). ${operatorNote}`,
  input: z
    .object({ orgId: idSchema, orgVersion: z.number().int(), ...memberFields, address: boundedText(200) })
    .strict(),
  output: individualDetailSchema.omit({ history: true }),
});
