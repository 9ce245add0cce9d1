import type { Catalogue } from '../../messages/catalogue';

/** Registration audit and supplier onboarding (umc): refusals and the applicant's state. */
export const orgAuditMessages = {
  'org.underReview': {
    'zh-CN': '您的企业注册正在审核中，审核通过后即可使用；请在“企业认证”页面查看或完善申请',
    'en-US':
      'Your organisation’s registration is under review: you can work once it passes. See or complete it on the Certification page',
  },
  'orgAudit.notFound': { 'zh-CN': '注册申请不存在', 'en-US': 'The registration does not exist' },
  'orgAudit.noOpenTask': {
    'zh-CN': '您没有该申请当前审核级别的待办任务（可能已审批过，正等待下一级审批）',
    'en-US':
      'You have no task at this application’s current audit level (you may have decided it: the next level decides now)',
  },
  'orgAudit.reasonRequired': {
    'zh-CN': '驳回时请填写驳回原因',
    'en-US': 'Give the reason for refusing',
  },
  'orgAudit.notEditable': {
    'zh-CN': '注册申请已审核通过或已释放，不能再修改',
    'en-US': 'The registration has passed or was released: it can no longer be changed',
  },
  'orgAudit.licenceRequired': {
    'zh-CN': '申请人尚未上传营业执照，不能审核通过',
    'en-US': 'The applicant has not uploaded the business licence yet: it cannot pass',
  },
  'orgAudit.heldBriefly': {
    'zh-CN': '该注册申请待审核未满 {{days}} 天，只能释放已驳回或长期未审核的申请',
    'en-US':
      'This registration has been pending for less than {{days}} days: only refused or long-pending ones are released',
  },
  'orgAudit.bankAccount': {
    'zh-CN': '请输入正确的银行账号（8-30 位数字）',
    'en-US': 'Enter a valid bank account number (8 to 30 digits)',
  },
  'orgAudit.categoryRequired': {
    'zh-CN': '请选择至少一个经营类目',
    'en-US': 'Choose at least one category you sell',
  },
  'orgAudit.categoryUnknown': {
    'zh-CN': '经营类目不存在或不是末级类目',
    'en-US': 'A category does not exist or is not a leaf category',
  },
  'orgAudit.supplierFieldsRequired': {
    'zh-CN': '供应商请填写店铺名称、开户银行、银行账号和经营类目',
    'en-US': 'A supplier gives its shop name, bank, bank account and categories',
  },
  'orgAudit.supplierFieldsRefused': {
    'zh-CN': '采购企业的申请不含店铺和银行信息',
    'en-US': 'An enterprise’s registration has no shop or bank details',
  },
} satisfies Catalogue;
