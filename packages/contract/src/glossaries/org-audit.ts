import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** A registration's fields: the audit list, the merchant list, filters, the detail and the applicant's form. */
export const orgAuditGlossary = defineGlossary('orgAudit.field', {
  orgId: bilingual('组织编号', 'Organisation no.'),
  kind: bilingual('注册类型', 'Registration kind'),
  state: bilingual('审核状态', 'Audit state'),
  companyName: bilingual('企业名称', 'Company name'),
  creditCode: bilingual('统一社会信用代码', 'Unified social credit code'),
  legalPerson: bilingual('法定代表人', 'Legal person'),
  contactName: bilingual('联系人', 'Contact'),
  contactMobile: bilingual('联系人手机', 'Contact mobile'),
  address: bilingual('注册地址', 'Registered address'),
  licence: bilingual('营业执照', 'Business licence'),
  shopName: bilingual('店铺名称', 'Shop name'),
  bankName: bilingual('开户银行', 'Bank'),
  bankAccount: bilingual('银行账号', 'Bank account'),
  categoryIds: bilingual('经营类目', 'Categories sold'),
  brandNames: bilingual('经营品牌', 'Brands sold'),
  applicantUsername: bilingual('申请账号', 'Applicant account'),
  submittedAt: bilingual('提交时间', 'Submitted at'),
  submitted: bilingual('提交日期', 'Submitted'),
  decidedAt: bilingual('审核时间', 'Decided at'),
  reason: bilingual('审核意见', 'Audit remark'),
  round: bilingual('提交次数', 'Submissions'),
  event: bilingual('操作', 'Step'),
  fromState: bilingual('原状态', 'From'),
  toState: bilingual('新状态', 'To'),
  username: bilingual('操作人', 'By'),
  remark: bilingual('意见', 'Remark'),
  createdAt: bilingual('操作时间', 'At'),
});
