import type { Catalogue } from '../messages/catalogue';

/** Configuration centre (cfc): dictionaries and parameters. */
export const cfcMessages = {
  'validation.dictItemCode': {
    'zh-CN': '编码只能包含字母、数字、下划线、点和连字符，最多20个字符',
    'en-US': 'Codes hold letters, digits, _ . and - only, at most 20 characters',
  },
  'error.dictionaryClosed': {
    'zh-CN': '该字典不允许新增字典项',
    'en-US': 'Items cannot be added to this dictionary',
  },
  'error.dictItemCodeTaken': {
    'zh-CN': '该字典已有此编码',
    'en-US': 'This dictionary already has this code',
  },
  'error.dictItemBuiltIn': {
    'zh-CN': '系统使用的字典项不能停用',
    'en-US': 'An item the system uses cannot be disabled',
  },
  'error.paramNoOrgOverride': {
    'zh-CN': '该参数不支持按组织设置',
    'en-US': 'This parameter has no per-organisation value',
  },
  'error.paramOrgNotPurchaser': {
    'zh-CN': '请选择采购单位',
    'en-US': 'Choose a purchasing organisation',
  },
} satisfies Catalogue;
