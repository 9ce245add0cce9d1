import type { Catalogue } from '../../messages/catalogue';

/** Approval processes and the approval engine (cfc): refusals and what the approver is told. */
export const processMessages = {
  'process.notFound': { 'zh-CN': '审批流程不存在', 'en-US': 'The approval process does not exist' },
  'process.versionNotFound': { 'zh-CN': '流程版本不存在', 'en-US': 'The process version does not exist' },
  'process.notDraft': {
    'zh-CN': '只有草稿版本可以修改',
    'en-US': 'Only a draft version can be changed',
  },
  'process.orgNotPurchaser': {
    'zh-CN': '只能为采购单位定义审批流程',
    'en-US': 'Approval processes are defined for purchasing organisations only',
  },
  'process.exists': {
    'zh-CN': '该单位已有此业务的审批流程，请在原流程中新增版本',
    'en-US': 'This organisation already has a process for this business: add a version to it',
  },
  'approval.taskNotFound': { 'zh-CN': '审批任务不存在', 'en-US': 'The approval task does not exist' },
  'approval.taskDecided': {
    'zh-CN': '该审批任务已被处理',
    'en-US': 'This approval task has already been dealt with',
  },
  'approval.ownRequest': {
    'zh-CN': '不能审批自己提交的申请',
    'en-US': 'You cannot approve your own request',
  },
  'approval.delegateTarget': {
    'zh-CN': '只能转办给本单位其他在职成员',
    'en-US': 'A task can be delegated only to another enabled member of the same organisation',
  },
  'approval.notFound': { 'zh-CN': '审批记录不存在', 'en-US': 'The approval does not exist' },
} satisfies Catalogue;
