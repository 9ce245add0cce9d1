import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** An information change's fields: the audit list, its filters, the detail and the organisations' forms. */
export const orgChangeGlossary = defineGlossary('orgChange.field', {
  changeId: bilingual('变更编号', 'Change no.'),
  kind: bilingual('变更类型', 'Change kind'),
  state: bilingual('审核状态', 'Audit state'),
  companyName: bilingual('企业名称', 'Company name'),
  submittedBy: bilingual('提交人', 'Submitted by'),
  submittedAt: bilingual('提交时间', 'Submitted at'),
  submitted: bilingual('提交日期', 'Submitted'),
  decidedAt: bilingual('审核时间', 'Decided at'),
  reason: bilingual('审核意见', 'Audit remark'),
  legalPerson: bilingual('法定代表人', 'Legal person'),
  contactName: bilingual('联系人', 'Contact'),
  contactMobile: bilingual('联系人手机', 'Contact mobile'),
  address: bilingual('注册地址', 'Registered address'),
  bankName: bilingual('开户银行', 'Bank'),
  bankAccount: bilingual('银行账号', 'Bank account'),
  brandNames: bilingual('经营品牌', 'Brands sold'),
  accountName: bilingual('账套名称', 'Account-set name'),
  taxNo: bilingual('纳税人识别号', 'Taxpayer id'),
  taxpayerType: bilingual('纳税人类型', 'Taxpayer type'),
  registeredAddress: bilingual('注册地址', 'Registered address'),
  registeredPhone: bilingual('注册电话', 'Registered phone'),
  field: bilingual('项目', 'Field'),
  current: bilingual('当前信息', 'On record'),
  proposed: bilingual('申请变更为', 'Changed to'),
});
