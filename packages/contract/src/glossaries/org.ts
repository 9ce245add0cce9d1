import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The organisation fields' labels: trees, the enterprise list and its export, filters, forms and details. */
export const orgGlossary = defineGlossary('org.field', {
  orgId: bilingual('组织编号', 'Organisation no.'),
  name: bilingual('组织名称', 'Organisation name'),
  nameEn: bilingual('英文名称', 'English name'),
  code: bilingual('组织编码', 'Organisation code'),
  orgType: bilingual('组织类型', 'Organisation type'),
  memberClass: bilingual('会员分类', 'Member classification'),
  creditCode: bilingual('统一社会信用代码', 'Unified social credit code'),
  state: bilingual('经营状态', 'Management state'),
  parentId: bilingual('上级组织', 'Parent organisation'),
  parentName: bilingual('上级组织', 'Parent organisation'),
  address: bilingual('地址', 'Address'),
  contactName: bilingual('联系人', 'Contact'),
  contactMobile: bilingual('联系人手机', 'Contact mobile'),
  sortNo: bilingual('排序号', 'Sort number'),
  childCount: bilingual('下级组织数', 'Sub-organisations'),
  createdAt: bilingual('创建时间', 'Created at'),
  created: bilingual('创建日期', 'Created'),
  updatedAt: bilingual('更新时间', 'Updated at'),
});
