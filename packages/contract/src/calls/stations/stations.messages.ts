import type { Catalogue } from '../../messages/catalogue';

/** Stations (posts) and data permissions: the refusals of the station calls. */
export const stationMessages = {
  'station.notFound': { 'zh-CN': '岗位不存在', 'en-US': 'The station does not exist' },
  'station.codeFormat': {
    'zh-CN': '岗位编码只能包含字母、数字、下划线和短横线',
    'en-US': 'A station code holds only letters, digits, underscores and hyphens',
  },
  'station.codeTaken': {
    'zh-CN': '本单位已有该岗位编码',
    'en-US': 'The organisation already has this station code',
  },
  'station.nameTaken': {
    'zh-CN': '本单位已有该岗位名称',
    'en-US': 'The organisation already has this station name',
  },
  'station.orgRequired': { 'zh-CN': '请选择所属单位', 'en-US': 'Choose the organisation' },
  'station.orgNotFound': { 'zh-CN': '所选单位不存在', 'en-US': 'The chosen organisation does not exist' },
  'station.inUse': {
    'zh-CN': '该岗位仍有 {{count}} 名成员，请先移除成员再删除',
    'en-US': '{{count}} members still hold this station: unassign them before deleting it',
  },
  'station.memberNotInOrg': {
    'zh-CN': '只能分配本岗位所属单位的成员',
    'en-US': 'Only members of the station’s organisation can be assigned to it',
  },
  'station.resourceNotApplied': {
    'zh-CN': '该数据资源类型尚未启用数据权限',
    'en-US': 'Data permissions do not apply to this data resource yet',
  },
  'station.authorityNotForOrg': {
    'zh-CN': '该数据权限类型不适用于本岗位所属单位',
    'en-US': 'This data authority does not apply to the station’s organisation',
  },
  'station.orgsRequired': { 'zh-CN': '请选择指定单位', 'en-US': 'Choose the listed organisations' },
  'station.orgOutside': {
    'zh-CN': '只能指定本单位的部门',
    'en-US': 'Only departments of the station’s own organisation can be listed',
  },
  'station.roleNotFound': { 'zh-CN': '角色不存在', 'en-US': 'The role does not exist' },
  'station.roleKindMismatch': {
    'zh-CN': '该角色不适用于所选岗位所属单位的用户',
    'en-US': 'This role is not for the users of the chosen station’s organisation',
  },
} satisfies Catalogue;
