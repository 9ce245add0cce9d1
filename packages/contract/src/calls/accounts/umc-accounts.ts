// Messages out of the system and every way to sign in (umc): SMS codes, SMS sign-in, the picture verification
// code, forgotten passwords, QR scan sign-in and the devices bound for it, account security, the outbox.
import { z } from 'zod';
import { defineCall, emptyInput } from '../../define-call';
import { outboxGlossary } from '../../glossaries/accounts';
import { defineFilters, filter } from '../../list-filters';
import { dateTimeSchema, idSchema, listInput, pageOf } from '../../lists';
import { bilingual } from '../../texts';
import { isEmail, isMobile, isPassword } from '../../validators';
import { userInfoSchema, userTarget } from '../umc';
import { CODE_PURPOSES } from './accounts.dictionaries';

const mobile = z.string().trim().min(1, 'validation.required').refine(isMobile, 'validation.mobile');
const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'accounts.codeFormat');
const password = z.string().refine(isPassword, 'validation.password');
const confirmPassword = z.string().min(1, 'validation.passwordConfirm');
const secret = z.string().trim().min(20).max(100);
const mismatch = { message: 'validation.passwordMismatch', path: ['confirmPassword'] };
const matching = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const sendSmsCode = defineCall({
  name: 'umc_sendSmsCode',
  rateLimited: true,
  writes: true,
  touches: ['outboxMessage'],
  audience: ['public'],
  summary:
    'Sends a 6-digit code (valid 5 minutes, at most one per 60 s per number) to a mobile for signing in, a ' +
    'forgotten password or binding the mobile (signed in). Signing in and a forgotten password need a right ' +
    'picture code (umc_getCaptcha; used up right or wrong). The answer is the same whether or not an account ' +
    'uses the number.',
  input: z
    .object({
      mobile,
      purpose: z.enum(CODE_PURPOSES),
      captchaId: z.string().trim().max(64).optional(),
      captchaCode: z.string().trim().max(10).optional(),
    })
    .strict(),
  output: z.object({ resendAfterSeconds: z.number().int() }),
});

const loginOutput = z.object({ token: z.string(), userInfo: userInfoSchema });

export const loginBySms = defineCall({
  name: 'umc_loginBySms',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audit: {
    target: userTarget,
    label: bilingual('短信验证码登录', 'Sign in by SMS code'),
    recordedBy: 'handler',
  },
  audience: ['public'],
  summary:
    'Signs in with a mobile and the sign-in code sent to it; sets the auth-token cookie like umc_login.',
  input: z.object({ mobile, code: smsCode, rememberMe: z.boolean().optional().default(false) }).strict(),
  output: loginOutput,
});

export const getCaptcha = defineCall({
  name: 'umc_getCaptcha',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audience: ['public'],
  summary:
    'A picture verification code (an SVG image as a data URL) and its id; single use, valid 2 minutes. A ' +
    'sign-in asks for one after repeated failures (parameter common.captchaAfterFailures); an SMS code for ' +
    'signing in or a forgotten password always does.',
  input: emptyInput,
  output: z.object({ captchaId: z.string(), image: z.string(), expiresInSeconds: z.number().int() }),
});

export const sendResetEmail = defineCall({
  name: 'umc_sendResetEmail',
  rateLimited: true,
  writes: true,
  touches: ['outboxMessage'],
  audience: ['public'],
  summary:
    'E-mails a link to set a new password (valid 30 minutes, single use) to the accounts bound to this ' +
    'address. The answer is the same whether or not an account uses it.',
  input: z
    .object({ email: z.string().trim().min(1, 'validation.required').refine(isEmail, 'validation.email') })
    .strict(),
  output: z.boolean(),
});

export const resetForgottenPassword = defineCall({
  name: 'umc_resetForgottenPassword',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audit: {
    target: userTarget,
    label: bilingual('找回密码', 'Forgotten password reset'),
    recordedBy: 'handler',
  },
  audience: ['public'],
  summary:
    'Sets a new password (SPEC §5 rules) with the forgotten-password code sent to the bound mobile, or with ' +
    'the token of the e-mailed link; ends every session of the account.',
  input: z
    .object({
      mobile: mobile.optional(),
      code: smsCode.optional(),
      resetToken: secret.optional(),
      password,
      confirmPassword,
    })
    .strict()
    .refine(matching, mismatch)
    .refine((v) => v.resetToken !== undefined || (v.mobile !== undefined && v.code !== undefined), {
      message: 'validation.required',
      path: ['code'],
    }),
  output: z.boolean(),
});

export const createQrLogin = defineCall({
  name: 'umc_createQrLogin',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audience: ['public'],
  summary:
    'A one-time QR sign-in: the token the QR code shows (valid 2 minutes) and the poll secret only this ' +
    'browser knows.',
  input: emptyInput,
  output: z.object({ qrToken: z.string(), pollSecret: z.string(), expiresAt: dateTimeSchema }),
});

export const confirmQrLogin = defineCall({
  name: 'umc_confirmQrLogin',
  writes: true,
  touches: ['user', 'scanDevice'],
  audit: { target: userTarget, label: bilingual('扫码确认登录', 'QR sign-in confirmed'), targetKey: 'self' },
  audience: ['user'],
  summary:
    'The signed-in phone confirms a QR sign-in for its own account; the phone becomes a device bound for ' +
    'scan sign-in. An expired or used token is refused.',
  input: z
    .object({ qrToken: secret, deviceName: z.string().trim().max(100).optional().default('') })
    .strict(),
  output: z.boolean(),
});

export const pollQrLogin = defineCall({
  name: 'umc_pollQrLogin',
  rateLimited: true,
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('扫码登录', 'Sign in by QR scan'), recordedBy: 'handler' },
  audience: ['public'],
  summary:
    'The desktop asks how its QR sign-in stands: waiting, expired, or signed in (once: the session is ' +
    'opened, the cookie set, and the token is used up).',
  input: z.object({ qrToken: secret, pollSecret: secret }).strict(),
  output: z.object({
    state: z.enum(['waiting', 'expired', 'signedIn']),
    token: z.string().nullable(),
    userInfo: userInfoSchema.nullable(),
  }),
});

const scanDeviceSchema = z.object({
  deviceId: idSchema,
  deviceName: z.string(),
  boundAt: dateTimeSchema,
  lastUsedAt: dateTimeSchema,
});

export const queryScanDevices = defineCall({
  name: 'umc_queryScanDevices',
  audience: ['user'],
  permission: 'wxScanManage',
  summary: 'The devices bound to confirm QR sign-ins for the caller, most recently used first.',
  input: emptyInput,
  output: z.array(scanDeviceSchema),
});

export const unbindScanDevice = defineCall({
  name: 'umc_unbindScanDevice',
  writes: true,
  touches: ['scanDevice', 'user'],
  audit: { target: userTarget, label: bilingual('解绑扫码设备', 'Scan device unbound'), targetKey: 'self' },
  audience: ['user'],
  permission: 'wxScanManage',
  summary: 'Unbinds one of the caller’s scan devices and ends its session there.',
  input: z.object({ deviceId: idSchema }).strict(),
  output: z.boolean(),
});

const sessionSchema = z.object({
  sessionId: z.string(),
  createdAt: dateTimeSchema,
  lastSeenAt: dateTimeSchema,
  remember: z.boolean(),
  current: z.boolean(),
});

const signInSchema = z.object({
  at: dateTimeSchema,
  /** The call it came through: umc_login, umc_loginBySms, umc_pollQrLogin. */
  way: z.string(),
  result: z.enum(['success', 'failure']),
  ip: z.string().nullable(),
});

export const getAccountSecurity = defineCall({
  name: 'umc_getAccountSecurity',
  audience: ['user'],
  summary:
    'The caller’s bound mobile and e-mail (partly masked), live sessions (this one marked) and last 20 sign-in ' +
    'attempts.',
  input: emptyInput,
  output: z.object({
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    sessions: z.array(sessionSchema),
    signIns: z.array(signInSchema),
  }),
});

export const bindMobile = defineCall({
  name: 'umc_bindMobile',
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('绑定手机', 'Mobile bound'), targetKey: 'self' },
  audience: ['user'],
  summary: 'Binds or changes the caller’s mobile with the bind-mobile code sent to the new number.',
  input: z.object({ mobile, code: smsCode }).strict(),
  output: z.boolean(),
});

export const bindEmail = defineCall({
  name: 'umc_bindEmail',
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('绑定邮箱', 'E-mail bound'), targetKey: 'self' },
  audience: ['user'],
  summary: 'Binds or changes the caller’s e-mail; the current password confirms it.',
  input: z
    .object({
      email: z.string().trim().min(1, 'validation.required').refine(isEmail, 'validation.email'),
      password: z.string().min(1, 'validation.required').max(100),
    })
    .strict(),
  output: z.boolean(),
});

export const endSessions = defineCall({
  name: 'umc_endSessions',
  writes: true,
  touches: ['user'],
  audit: { target: userTarget, label: bilingual('结束其他会话', 'Other sessions ended'), targetKey: 'self' },
  audience: ['user'],
  summary: 'Ends the named sessions of the caller, or all but the current one when none is named.',
  input: z.object({ sessionIds: z.array(z.string().max(64)).max(50).optional() }).strict(),
  output: z.object({ ended: z.number().int() }),
});

export const outboxRowSchema = z.object({
  messageId: idSchema,
  channel: z.string(),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  createdAt: dateTimeSchema,
  sentAt: dateTimeSchema.nullable(),
  error: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const queryOutbox = defineCall({
  name: 'umc_queryOutbox',
  audience: ['operator'],
  permission: 'outboxQuery',
  summary:
    'Messages out of the system (SMS codes, e-mail), newest first, by recipient, channel, purpose, state, date.',
  input: listInput(
    defineFilters(outboxGlossary, {
      recipient: filter.text(100),
      channel: filter.dict('OUTBOX_CHANNEL'),
      purpose: filter.dict('CODE_PURPOSE'),
      status: filter.dict('OUTBOX_STATUS'),
      created: filter.dateRange('createdFrom', 'createdTo'),
    }),
    ['createdAt'],
  ),
  output: pageOf(outboxRowSchema),
});
