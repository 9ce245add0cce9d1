import type { Catalogue } from '../../messages/catalogue';

/** Roles (umc): the operators' and enterprise administrators' refusals. */
export const roleMessages = {
  'role.notFound': { 'zh-CN': '角色不存在', 'en-US': 'The role does not exist' },
  'role.codeTaken': { 'zh-CN': '角色编码已存在', 'en-US': 'The role code is already taken' },
  'role.codeFormat': {
    'zh-CN': '角色编码只能包含字母、数字和 : _ -',
    'en-US': 'A role code holds letters, digits and : _ - only',
  },
  'role.inUse': {
    'zh-CN': '该角色已授予 {{count}} 个用户，请先取消授权再删除',
    'en-US': '{{count}} user(s) hold this role: withdraw it from them before deleting it',
  },
  'role.builtIn': {
    'zh-CN': '系统内置角色不能删除',
    'en-US': 'A built-in role cannot be deleted',
  },
  'role.kindMismatch': {
    'zh-CN': '所选用户不属于该角色适用的用户类型，不能授予此角色',
    'en-US': 'A chosen user is not of the kind this role is for: the role cannot be granted to it',
  },
  'role.orgKindMismatch': {
    'zh-CN': '所选单位不属于该角色适用的单位类型，不能授予此角色',
    'en-US': 'A chosen organisation is not of the kind this role is for: the role cannot be granted to it',
  },
  'role.userNotFound': { 'zh-CN': '用户不存在', 'en-US': 'The user does not exist' },
  'role.orgNotFound': { 'zh-CN': '单位不存在', 'en-US': 'The organisation does not exist' },
  'role.unknownMenu': {
    'zh-CN': '菜单或权限编码不存在：{{codes}}',
    'en-US': 'No such menu or access code: {{codes}}',
  },
  'role.tooMany': { 'zh-CN': '一次最多调整 {{max}} 项', 'en-US': 'At most {{max}} can change at once' },
} satisfies Catalogue;
