import type { Catalogue } from '../../messages/catalogue';

/** Organisations (umc): the tree, its states and its refusals. */
export const orgMessages = {
  'org.notFound': { 'zh-CN': '组织不存在', 'en-US': 'The organisation does not exist' },
  'org.parentNotFound': { 'zh-CN': '上级组织不存在', 'en-US': 'The parent organisation does not exist' },
  'org.codeFormat': {
    'zh-CN': '组织编码只能包含字母、数字、下划线和短横线',
    'en-US': 'An organisation code holds only letters, digits, _ and -',
  },
  'org.codeTaken': { 'zh-CN': '组织编码已被使用', 'en-US': 'The organisation code is already in use' },
  'org.childNameTaken': {
    'zh-CN': '同一上级组织下已有同名组织',
    'en-US': 'The parent organisation already has one of this name',
  },
  'org.parentNotTrading': {
    'zh-CN': '上级组织不在存续状态，不能在其下新增或启用组织',
    'en-US': 'The parent organisation is not in operation: nothing can be added or started under it',
  },
  'org.cycle': {
    'zh-CN': '不能把组织调整到它自己或它的下级组织之下',
    'en-US': 'An organisation cannot be moved under itself or one of its own departments',
  },
  'org.notDepartment': {
    'zh-CN': '只有下级部门可以调整上级组织',
    'en-US': 'Only a department can be moved under another parent',
  },
  'org.otherEnterprise': {
    'zh-CN': '部门只能在本单位内部调整上级组织',
    'en-US': 'A department can only be moved within its own organisation',
  },
  'org.hasChildren': {
    'zh-CN': '该组织下还有下级组织，不能删除',
    'en-US': 'The organisation still has departments and cannot be deleted',
  },
  'org.inUse': {
    'zh-CN': '该组织仍被用户、订单、商品、协议或地址使用，不能删除，可改为停用',
    'en-US': 'Users, orders, goods, agreements or addresses still refer to the organisation: stop it instead',
  },
  'org.ownOrganisation': {
    'zh-CN': '不能停用或注销自己所在的组织',
    'en-US': 'You cannot stop or close down your own organisation',
  },
  'org.orgRequired': { 'zh-CN': '请选择组织', 'en-US': 'Choose at least one organisation' },
  'org.closed': {
    'zh-CN': '所在单位已停用或不在存续状态，不能登录，请联系平台运营人员',
    'en-US':
      'Your organisation is stopped or no longer in operation: you cannot sign in. Contact the platform operators',
  },
} satisfies Catalogue;
