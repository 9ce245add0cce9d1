import { z } from 'zod';
import { defineAuditTarget } from '../../audit';
import { defineCall } from '../../define-call';
import { memberGlossary } from '../../glossaries/members';
import { defineFilters, filter } from '../../list-filters';
import { idSchema, listInput, pageOf } from '../../lists';
import { memberMachine } from '../../machines/member';
import { withHistory } from '../../status-history';
import { defineStepCall } from '../../step-call';
import { bilingual } from '../../texts';
import { isEmail, isEmployeeNo } from '../../validators';
import { PROCESS_PERMISSION } from '../process/process-permissions';
import { limited, matchingPasswords, mismatch, mobile, password, username } from '../umc';
import { boundedText } from '../umc-addresses';
import { MEMBER_PERMISSION } from './member-permissions';

// Members (SPEC §1, §2 "Enterprise and account", "User and role administration", §7 "Organisation and members"):
// an enterprise administrator runs its own organisation's members, operators every organisation's.

export const memberTarget = defineAuditTarget('user', bilingual('用户', 'User'));

export const memberRowSchema = z.object({
  userId: idSchema,
  username: z.string(),
  userName: z.string(),
  employeeNo: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** isProfessionalOrgExt: 1 purchaser, 0 operation staff, 2 supplier (follows the organisation's type). */
  kind: z.number().int(),
  /** The member's organisation (the top of its tree) and its type (ORG_TYPE). */
  orgId: idSchema,
  orgName: z.string(),
  orgNameEn: z.string(),
  orgType: z.string(),
  /** The department (a child organisation) the member works in, if any. */
  deptId: idSchema.nullable(),
  deptName: z.string().nullable(),
  roleCodes: z.array(z.string()),
  /** The roles' names, joined, in each language. */
  roleNames: z.string(),
  roleNamesEn: z.string(),
  /** MEMBER_STATUS (the member machine): 1 enabled, 0 disabled. */
  status: z.number().int(),
  /** Set or reset by an administrator: the member changes it at the next sign-in before anything else. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The member machine's steps the caller may take now. */
  actions: z.array(z.string()),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberDetailSchema = withHistory(memberRowSchema);
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const MEMBER_SORTS = ['createdAt', 'username', 'lastLoginAt'] as const;

const scopeNote =
  'An enterprise administrator (purchaser) sees and changes its own organisation’s members only; an operator ' +
  'any organisation’s. A member outside the caller’s scope does not exist: E404 `member.notFound`, nothing written.';

export const queryMemberList = defineCall({
  name: 'umc_queryMemberList',
  audience: ['operator', 'purchaser'],
  // The approval-process editor picks a level's approver among them.
  permission: [MEMBER_PERMISSION.list, PROCESS_PERMISSION.edit],
  summary: `Members by name, username, mobile, organisation or department (with its departments), organisation type, role and state, paged, newest first. ${scopeNote}`,
  input: listInput(
    defineFilters(memberGlossary, {
      userName: filter.text(40),
      username: filter.text(50),
      mobile: filter.text(20),
      orgType: filter.dict('ORG_TYPE'),
      orgId: filter.pick(),
      deptId: filter.tree(),
      roleCode: filter.dict('ROLE_CODE'),
      status: filter.dictNumber('MEMBER_STATUS'),
    }),
    MEMBER_SORTS,
  ),
  output: pageOf(memberRowSchema),
});

export const getMemberDetail = defineCall({
  name: 'umc_getMemberDetail',
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.list,
  summary: `One member with its state history (newest first). ${scopeNote}`,
  input: z.object({ userId: idSchema }).strict(),
  output: memberDetailSchema,
});

/** SPEC §5: employee numbers are digits only; optional. */
export const employeeNo = z
  .string()
  .trim()
  .max(20, 'validation.maxLength')
  .refine((v) => v === '' || isEmployeeNo(v), 'validation.employeeNo')
  .optional()
  .default('');
const optionalEmail = z
  .string()
  .trim()
  .max(100, 'validation.maxLength')
  .refine(isEmail, 'validation.email')
  .optional()
  .default('');

/** What an administrator fills in about a member (add, edit, import). */
export const memberFields = {
  userName: limited(40),
  employeeNo,
  mobile,
  email: optionalEmail,
};

/** A new member's row: username and initial password (SPEC §5), where it works, who it is. */
export const newMemberSchema = z
  .object({
    username,
    password,
    confirmPassword: z.string().min(1, 'validation.passwordConfirm'),
    /** The organisation or department it works in; an enterprise administrator's own organisation when left out. */
    orgId: idSchema.optional(),
    ...memberFields,
  })
  .strict()
  .refine(matchingPasswords, mismatch);

export const addMember = defineCall({
  name: 'umc_addMember',
  writes: true,
  touches: ['member'],
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.add,
  audit: {
    target: memberTarget,
    label: bilingual('新增成员', 'Add member'),
    targetKey: 'userId',
    detailKey: 'username',
  },
  summary:
    'Adds a member to an organisation or one of its departments (`orgId`: within the caller’s own organisation ' +
    'for an enterprise administrator; an operator must name it). The username is unique whatever its case ' +
    '(`member.usernameTaken`); the kind of user follows the organisation’s type. The initial password must be ' +
    'changed at the first sign-in. No role yet: authorise the member next.',
  input: newMemberSchema,
  output: memberRowSchema,
});

export const updateMember = defineCall({
  name: 'umc_updateMember',
  writes: true,
  touches: ['member'],
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.edit,
  audit: {
    target: memberTarget,
    label: bilingual('编辑成员', 'Edit member'),
    targetKey: 'userId',
    detailKey: 'userName',
  },
  summary: `Edits a member’s name, employee number, mobile and e-mail. ${scopeNote}`,
  input: z.object({ userId: idSchema, ...memberFields }).strict(),
  output: memberRowSchema,
});

export const dealMember = defineStepCall(memberMachine, 'userId', {
  name: 'umc_dealMember',
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.edit,
  touches: ['member'],
  label: bilingual('停用/启用成员', 'Disable or enable member'),
  summary:
    'Disables or enables a member (the member machine; never oneself: `member.self`). A disabled member is signed ' +
    `out at once and refused at sign-in. ${scopeNote}`,
  output: memberRowSchema,
});

export const resetPassword = defineCall({
  name: 'umc_resetPassword',
  writes: true,
  touches: ['member'],
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.resetPassword,
  audit: { target: memberTarget, label: bilingual('重置密码', 'Reset password'), targetKey: 'userId' },
  summary:
    'Resets a member’s password to the one given (SPEC §5 rules) or, without one, to a temporary password made ' +
    'here and answered once (never stored in clear, never logged). The member is signed out and must change it ' +
    `at the next sign-in (every other call answers EPWD until then). Never one’s own (\`member.self\`). ${scopeNote}`,
  input: z.object({ userId: idSchema, password: password.optional() }).strict(),
  output: z.object({ userId: idSchema, temporaryPassword: z.string().nullable() }),
});

export const grantableRoleSchema = z.object({
  roleId: idSchema,
  roleCode: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  granted: z.boolean(),
});

export const queryGrantableRoles = defineCall({
  name: 'umc_queryGrantableRoles',
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.authorise,
  summary: `The roles the caller may grant this member (an operator every role of its kind, an enterprise administrator those its organisation may hand out), each with whether the member holds it. ${scopeNote}`,
  input: z.object({ userId: idSchema }).strict(),
  output: z.array(grantableRoleSchema),
});

export const authoriseMember = defineCall({
  name: 'umc_authoriseMember',
  writes: true,
  touches: ['member'],
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.authorise,
  audit: {
    target: memberTarget,
    label: bilingual('成员授权', 'Authorise member'),
    targetKey: 'userId',
    detailKey: 'roleIds',
  },
  summary:
    'Sets which of the grantable roles the member holds (roles the caller may not grant are kept as they are); a ' +
    `role outside them is refused (\`member.roleNotGrantable\`), nothing written. ${scopeNote}`,
  input: z.object({ userId: idSchema, roleIds: z.array(idSchema).max(20) }).strict(),
  output: memberRowSchema,
});

export const transferMember = defineCall({
  name: 'umc_transferMember',
  writes: true,
  touches: ['member'],
  audience: ['operator', 'purchaser'],
  permission: MEMBER_PERMISSION.transfer,
  audit: {
    target: memberTarget,
    label: bilingual('岗位调动', 'Post transfer'),
    targetKey: 'userId',
    detailKey: 'orgId',
  },
  summary:
    'Moves a member to another department of the same organisation (or to the organisation itself): another ' +
    `organisation’s is refused (\`member.otherEnterprise\`). ${scopeNote}`,
  input: z.object({ userId: idSchema, orgId: idSchema }).strict(),
  output: memberRowSchema,
});

export const changePassword = defineCall({
  name: 'umc_changePassword',
  writes: true,
  touches: ['user'],
  audience: ['user'],
  whilePasswordChangeRequired: true,
  audit: { target: memberTarget, label: bilingual('修改密码', 'Change password'), targetKey: 'self' },
  summary:
    'Changes the caller’s own password: the old one (`member.oldPasswordWrong`), the new one by SPEC §5 and not the ' +
    'old one again (`member.samePassword`), confirmed. The user’s other sessions end; this one goes on. A wrong old ' +
    'password counts as a failed sign-in: the fifth within 15 minutes locks the account (`error.accountLocked`).',
  input: z
    .object({
      oldPassword: z.string().min(1, 'validation.required').max(100),
      password,
      confirmPassword: z.string().min(1, 'validation.passwordConfirm'),
    })
    .strict()
    .refine(matchingPasswords, mismatch),
  output: z.object({ userId: idSchema }),
});

/** One row of the member import template: a new member of the importer's own organisation, by department name. */
export const memberImportRow = z
  .object({
    username,
    password,
    ...memberFields,
    /** A department of the importer's organisation by its name; blank: the organisation itself. */
    deptName: boundedText(100).optional().default(''),
  })
  .strict();
