import type { Catalogue } from '../messages/catalogue';

/** Member centre (umc): login, accounts and registration. */
export const umcMessages = {
  'error.loginFailed': { 'zh-CN': '用户名或密码错误', 'en-US': 'Wrong username or password' },
  'error.loginBusy': {
    'zh-CN': '该账号同时登录的请求过多，请稍后重试',
    'en-US': 'Too many sign-ins to this account at the same moment; try again in a moment',
  },
  'error.accountLocked': {
    'zh-CN': '密码连续错误5次，账号已锁定，请{{minutes}}分钟后再试',
    'en-US': 'Five wrong passwords in a row: this account is locked, try again in {{minutes}} minutes',
  },
  'error.loginFailedAttemptsLeft': {
    'zh-CN': '用户名或密码错误，再错{{left}}次账号将被锁定15分钟',
    'en-US':
      'Wrong username or password. Attempts left before the account is locked for 15 minutes: {{left}}',
  },
  'error.notLocked': { 'zh-CN': '该账号未被锁定', 'en-US': 'This account is not locked' },
  'error.accountDisabled': { 'zh-CN': '账号已停用，请联系管理员', 'en-US': 'This account is disabled' },
  'error.usernameTaken': { 'zh-CN': '用户名已存在', 'en-US': 'This username already exists' },
  'validation.usernameTooShort': {
    'zh-CN': '用户名太短：至少6位（6-20位字母、数字或下划线）',
    'en-US': 'The username is too short: at least 6 characters (6-20 letters, digits or underscores)',
  },
  'validation.usernameTooLong': {
    'zh-CN': '用户名太长：最多20位（6-20位字母、数字或下划线）',
    'en-US': 'The username is too long: at most 20 characters (6-20 letters, digits or underscores)',
  },
  'validation.usernameChars': {
    'zh-CN': '用户名只能包含字母、数字或下划线',
    'en-US': 'The username may hold only letters, digits and underscores',
  },
  'error.creditCodeTaken': {
    'zh-CN': '该统一社会信用代码已注册',
    'en-US': 'This unified social credit code is already registered',
  },
  'error.orgNameTaken': {
    'zh-CN': '该企业名称已注册',
    'en-US': 'An enterprise with this name is already registered',
  },
} satisfies Catalogue;
