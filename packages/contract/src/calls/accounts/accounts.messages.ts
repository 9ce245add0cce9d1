import type { Catalogue } from '../../messages/catalogue';

/** Sign-in ways, verification codes, account security and the texts of the messages they send. */
export const accountsMessages = {
  'accounts.codeFormat': { 'zh-CN': '请输入 6 位数字验证码', 'en-US': 'Enter the 6-digit code' },
  'accounts.codeTooSoon': {
    'zh-CN': '验证码已发送，请 {{seconds}} 秒后再获取',
    'en-US': 'A code was just sent: ask again in {{seconds}} s',
  },
  'accounts.codeWrong': {
    'zh-CN': '验证码错误或已失效',
    'en-US': 'The code is wrong or no longer valid',
  },
  'accounts.codeBurned': {
    'zh-CN': '验证码错误次数过多，已失效，请重新获取',
    'en-US': 'Too many wrong codes: this code no longer works, ask for a new one',
  },
  'accounts.bindNeedsLogin': {
    'zh-CN': '请先登录再绑定手机',
    'en-US': 'Sign in first to bind a mobile',
  },
  'accounts.mobileTaken': {
    'zh-CN': '该手机号已绑定其他账号',
    'en-US': 'This mobile number is bound to another account',
  },
  'accounts.mobileUnchanged': {
    'zh-CN': '该手机号已是当前绑定的手机号',
    'en-US': 'This is already your bound mobile number',
  },
  'accounts.mobileShared': {
    'zh-CN': '该手机号绑定了多个账号，请使用用户名登录或联系管理员',
    'en-US': 'Several accounts use this mobile number: sign in with your username, or ask your administrator',
  },
  'accounts.captchaRequired': {
    'zh-CN': '请输入图形验证码',
    'en-US': 'Enter the picture verification code',
  },
  'accounts.captchaWrong': {
    'zh-CN': '图形验证码错误，请输入新的图形验证码',
    'en-US': 'The picture code is wrong: enter the new one',
  },
  'accounts.captchaExpired': {
    'zh-CN': '图形验证码已过期或已使用，请输入新的图形验证码',
    'en-US': 'The picture code has expired or was used: enter the new one',
  },
  'accounts.resetLinkInvalid': {
    'zh-CN': '链接无效、已使用或已过期，请重新找回密码',
    'en-US': 'The link is wrong, used or expired: start again',
  },
  'accounts.qrExpired': {
    'zh-CN': '二维码已失效，请在电脑上刷新二维码',
    'en-US': 'The QR code has expired or was used: refresh it on the computer',
  },
  'accounts.passwordWrong': { 'zh-CN': '当前密码错误', 'en-US': 'The current password is wrong' },
  'accounts.sessionNotFound': {
    'zh-CN': '会话不存在或已结束',
    'en-US': 'The session does not exist or has ended',
  },
  'accounts.deviceNotFound': { 'zh-CN': '设备不存在', 'en-US': 'The device does not exist' },
  'accounts.linkSelf': { 'zh-CN': '不能关联当前账号自身', 'en-US': 'An account cannot be linked to itself' },
  'accounts.linkExists': { 'zh-CN': '该账号已关联', 'en-US': 'This account is already linked' },
  'accounts.linkNotFound': {
    'zh-CN': '该账号未与当前账号关联',
    'en-US': 'This account is not linked to yours',
  },
  'accounts.sms.signIn': {
    'zh-CN': '【ProcureMart】您的登录验证码为 {{code}}，5 分钟内有效，请勿告诉他人。',
    'en-US': '[ProcureMart] Your sign-in code is {{code}}, valid for 5 minutes. Do not share it.',
  },
  'accounts.sms.resetPassword': {
    'zh-CN': '【ProcureMart】您正在找回密码，验证码为 {{code}}，5 分钟内有效，请勿告诉他人。',
    'en-US':
      '[ProcureMart] Your code to reset your password is {{code}}, valid for 5 minutes. Do not share it.',
  },
  'accounts.sms.bindMobile': {
    'zh-CN': '【ProcureMart】您正在绑定手机，验证码为 {{code}}，5 分钟内有效，请勿告诉他人。',
    'en-US': '[ProcureMart] Your code to bind this mobile is {{code}}, valid for 5 minutes. Do not share it.',
  },
  'accounts.mail.resetSubject': {
    'zh-CN': 'ProcureMart 找回密码',
    'en-US': 'ProcureMart: reset your password',
  },
  'accounts.mail.resetBody': {
    'zh-CN':
      '您好，{{username}}：\n请在 30 分钟内打开以下链接设置新密码（仅可使用一次）：\n{{link}}\n如非本人操作，请忽略本邮件。',
    'en-US':
      'Hello {{username}},\nopen this link within 30 minutes to set a new password (it works once):\n{{link}}\nIf you did not ask for it, ignore this e-mail.',
  },
} satisfies Catalogue;
