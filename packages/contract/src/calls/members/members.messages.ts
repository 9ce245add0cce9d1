import type { Catalogue } from '../../messages/catalogue';

/** Members (umc): the enterprise administrator's and operators' refusals, and the forced password change. */
export const memberMessages = {
  'member.notFound': { 'zh-CN': '成员不存在', 'en-US': 'The member does not exist' },
  'member.individualNotFound': { 'zh-CN': '个人会员不存在', 'en-US': 'The individual member does not exist' },
  'member.usernameTaken': { 'zh-CN': '用户名已存在', 'en-US': 'The username is already taken' },
  'member.orgRequired': { 'zh-CN': '请选择所属单位或部门', 'en-US': 'Choose the organisation or department' },
  'member.orgNotTrading': {
    'zh-CN': '所选单位或部门不在存续状态，不能新增成员',
    'en-US': 'The chosen organisation or department is not in operation: no member can be added to it',
  },
  'member.otherEnterprise': {
    'zh-CN': '只能调动到本单位的部门',
    'en-US': 'A member can only move to a department of its own organisation',
  },
  'member.self': {
    'zh-CN': '不能对自己的账号执行此操作',
    'en-US': 'You cannot do this to your own account',
  },
  'member.roleNotGrantable': {
    'zh-CN': '不能授予该成员此角色',
    'en-US': 'This role cannot be granted to this member',
  },
  /** bindCall's EPWD gate (platform/errors.ts): the forced change after an administrator set the password. */
  'error.passwordChangeRequired': {
    'zh-CN': '您的密码已由管理员设置或重置，请先修改密码',
    'en-US': 'An administrator set or reset your password: change it before you go on',
  },
  'member.oldPasswordWrong': { 'zh-CN': '原密码不正确', 'en-US': 'The old password is not correct' },
  'member.samePassword': {
    'zh-CN': '新密码不能与原密码相同',
    'en-US': 'The new password must differ from the old one',
  },
  'member.importDeptNotFound': {
    'zh-CN': '本单位没有此名称的部门',
    'en-US': 'Your organisation has no department of this name',
  },
} satisfies Catalogue;
