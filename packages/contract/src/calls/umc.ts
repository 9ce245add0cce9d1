import { z } from 'zod';
import { defineAuditAction, defineAuditTarget } from '../audit';
import { defineCall, emptyInput } from '../define-call';
import { lockedAccountsGlossary } from '../glossaries/identity';
import { opsLogGlossary } from '../glossaries/system';
import { defineFilters, filter } from '../list-filters';
import { dateTimeSchema, idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';
import { isCreditCode, isEmail, isMobile, isPassword, isUsername, textLength } from '../validators';

export const userInfoSchema = z.object({
  userId: z.string(),
  username: z.string(),
  userName: z.string(),
  /** 1 purchaser, 0 operation staff, 2 supplier. */
  isProfessionalOrgExt: z.number().int(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  access: z.array(z.string()),
  menuCodeList: z.array(z.string()),
  /** The platform's time zone ('common.timeZone'): pages show times in it, as exported files do. */
  timeZone: z.string(),
  /** The organisation's registration is under audit or refused: the user sees its application only. */
  awaitingAudit: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export interface MenuNode {
  menuId: string;
  parentId: string | null;
  menuCode: string;
  menuName: string;
  menuNameEn: string;
  icon: string | null;
  isVue: boolean;
  subMenus: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  menuId: z.string(),
  parentId: z.string().nullable(),
  menuCode: z.string(),
  menuName: z.string(),
  menuNameEn: z.string(),
  icon: z.string().nullable(),
  isVue: z.boolean(),
  get subMenus() {
    return z.array(menuNodeSchema);
  },
}) as z.ZodType<MenuNode>;

export const limited = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((v) => textLength(v) <= max, { message: 'validation.tooLong', params: { max } });
/** Usernames compare after NFKC (full-width and other look-alike forms fold) and case-insensitively. */
export const normalizeUsername = (text: string): string => text.normalize('NFKC').trim();
/** Each rule of a username with its own message, so a buyer is told which one failed (not "or taken"). */
export const username = z
  .string()
  .overwrite(normalizeUsername)
  .min(1, 'validation.required')
  .min(6, 'validation.usernameTooShort')
  .max(20, 'validation.usernameTooLong')
  .regex(/^[A-Za-z0-9_]*$/, 'validation.usernameChars')
  .refine(isUsername, 'validation.username');
const usernameLookup = z.string().overwrite(normalizeUsername).min(1, 'validation.required').max(50);
export const password = z.string().refine(isPassword, 'validation.password');
export const mobile = z.string().trim().refine(isMobile, 'validation.mobile');
export const email = z.string().trim().refine(isEmail, 'validation.email').optional().default('');

export const userTarget = defineAuditTarget('user', bilingual('用户', 'User'));

/**
 * The platform's first operator administrator, made on the server's command line (`npm run create-operator`):
 * with SEED=none no account exists that could make one through a call. Same username and password rules as
 * a registration.
 */
export const operatorAccount = z.object({ username, userName: limited(40), password });
export const createOperatorAction = defineAuditAction(
  'umc_createOperator',
  bilingual('命令行创建运营管理员', 'Operator administrator created on the command line'),
  userTarget,
);

export const login = defineCall({
  name: 'umc_login',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('登录', 'Log in'), recordedBy: 'handler' },
  audience: ['public'],
  summary: 'Account login; sets the auth-token cookie and returns the token with the user info.',
  input: z
    .object({
      username: usernameLookup,
      password: z.string().min(1, 'validation.required').max(100),
      rememberMe: z.boolean().optional().default(false),
      // The picture verification code, asked for after repeated failures (umc_getCaptcha).
      captchaId: z.string().trim().max(64).optional(),
      captchaCode: z.string().trim().max(10).optional(),
    })
    .strict(),
  output: z.object({ token: z.string(), userInfo: userInfoSchema }),
});

export const logout = defineCall({
  name: 'umc_logout',
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('退出登录', 'Log out'), recordedBy: 'handler' },
  audience: ['user'],
  whilePasswordChangeRequired: true,
  applicants: true,
  summary: 'Ends the current session.',
  input: emptyInput,
  output: z.boolean(),
});

export const getUserInfo = defineCall({
  name: 'umc_getUserInfo',
  audience: ['user'],
  applicants: true,
  summary: 'The logged-in user: kind, organisation, access codes and menu codes.',
  input: emptyInput,
  output: userInfoSchema,
});

export const getUserMenus = defineCall({
  name: 'umc_getUserMenus',
  audience: ['user'],
  applicants: true,
  summary: "The user's menu tree for an application code.",
  input: z.object({ appCode: z.string().trim().min(1, 'validation.required').max(20) }).strict(),
  output: z.array(menuNodeSchema),
});

export const getAllMenuCodes = defineCall({
  name: 'umc_getAllMenuCodes',
  audience: ['user'],
  applicants: true,
  summary: 'Every menu code that exists (menuCodeAllList): routes with these names need entitlement.',
  input: emptyInput,
  output: z.array(z.string()),
});

export const passwordPair = { password, confirmPassword: z.string().min(1, 'validation.passwordConfirm') };
export const matchingPasswords = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
export const mismatch = { message: 'validation.passwordMismatch', path: ['confirmPassword'] };
/** A registration's account fields (its administrator) and the check that the two passwords match. */
export const registrationAccount = { username, ...passwordPair, userName: limited(40), mobile, email };
export const passwordsMatch = [matchingPasswords, mismatch] as const;

export const registerPerson = defineCall({
  name: 'umc_registerPerson',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('个人注册', 'Personal registration'), recordedBy: 'handler' },
  audience: ['public'],
  summary: 'Registers an individual purchaser account.',
  input: z
    .object({ username, ...passwordPair, userName: limited(40), mobile, email })
    .strict()
    .refine(matchingPasswords, mismatch),
  output: z.object({ userId: idSchema, username: z.string() }),
});

export const registerEnterprise = defineCall({
  name: 'umc_registerEnterprise',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audit: {
    target: userTarget,
    label: bilingual('企业注册', 'Enterprise registration'),
    recordedBy: 'handler',
  },
  audience: ['public'],
  summary: 'Registers a purchasing enterprise (unified social credit code) with its administrator account.',
  input: z
    .object({
      username,
      ...passwordPair,
      orgName: limited(100),
      creditCode: z
        .string()
        .trim()
        .min(1, 'validation.creditCodeRequired')
        .refine(isCreditCode, 'validation.creditCode'),
      userName: limited(40),
      mobile,
      email,
    })
    .strict()
    .refine(matchingPasswords, mismatch),
  output: z.object({ userId: idSchema, username: z.string(), orgId: idSchema }),
});

export const checkUserExist = defineCall({
  name: 'umc_checkUserExist',
  rateLimited: true,
  audience: ['public'],
  summary: 'Whether a username is taken.',
  input: z.object({ username: usernameLookup }).strict(),
  output: z.object({ exists: z.boolean() }),
});

export const getAccountInfo = defineCall({
  name: 'umc_getAccountInfo',
  audience: ['user'],
  summary: "The logged-in user's account: contact details, organisation, roles and last login.",
  input: emptyInput,
  output: z.object({
    userId: z.string(),
    username: z.string(),
    userName: z.string(),
    isProfessionalOrgExt: z.number().int(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    memberClass: z.string(),
    orgId: z.string().nullable(),
    orgName: z.string().nullable(),
    orgType: z.string().nullable(),
    creditCode: z.string().nullable(),
    roles: z.array(z.object({ roleCode: z.string(), roleName: z.string() })),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
});

export const operationLogSchema = z.object({
  logId: idSchema,
  userId: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The record's number or name (an order number, a brand's name, a username) where its type has one. */
  targetName: z.string().nullable(),
  /** The call's coded outcome (its audit `outcomes` label it): approved or rejected, cancelled or applied. */
  outcome: z.string().nullable(),
  result: z.enum(['success', 'failure']),
  /**
   * What else the row records: a code (wrongCredentials, rememberMe, an event such as disable), a message
   * key (why a write was refused) or a name as entered; the web shows codes and keys as labels.
   */
  detail: z.string(),
  ip: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type OperationLog = z.infer<typeof operationLogSchema>;

export const queryOperationLogs = defineCall({
  name: 'umc_queryOperationLogs',
  permission: 'opsLogQuery',
  audience: ['operator'],
  summary: 'The operation log (who did what to which record, when, with what result), newest first.',
  input: listInput(
    defineFilters(opsLogGlossary, {
      username: filter.text(50),
      /** An audited call's name or audit action, picked from the operation log's actions. */
      action: filter.pick({ schema: z.string().trim().max(80) }),
      result: filter.choice(['success', 'failure']),
      createdAt: filter.dateRange('from', 'to'),
    }),
    ['createdAt', 'action'] as const,
  ),
  output: pageOf(operationLogSchema),
});

export const lockedAccountSchema = z.object({
  username: z.string(),
  failCount: z.number().int(),
  lockedUntil: dateTimeSchema,
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;

export const queryLockedAccounts = defineCall({
  name: 'umc_queryLockedAccounts',
  audience: ['operator'],
  permission: 'accountUnlock',
  summary: 'Usernames locked now after repeated wrong passwords, the lock ending soonest first.',
  input: listInput(defineFilters(lockedAccountsGlossary, { username: filter.text(50) }), [
    'lockedUntil',
    'username',
  ] as const),
  output: pageOf(lockedAccountSchema),
});

export const unlockAccount = defineCall({
  name: 'umc_unlockAccount',
  audience: ['operator'],
  permission: 'accountUnlock',
  writes: true,
  touches: ['user'],
  audit: {
    target: defineAuditTarget('username', bilingual('用户名', 'Username')),
    label: bilingual('解除账号锁定', 'Unlock account'),
    targetKey: 'username',
  },
  summary: 'Lifts the lock-out of a username and clears its failure count.',
  input: z.object({ username: usernameLookup }).strict(),
  output: z.boolean(),
});
