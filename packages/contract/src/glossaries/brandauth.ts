import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The brandAuth fields' labels: its lists' columns and filters, forms and details. */
export const brandAuthGlossary = defineGlossary('brandAuth.field', {
  authId: bilingual('授权编号', 'Authorisation no.'),
  brandName: bilingual('品牌', 'Brand'),
  supplierName: bilingual('供应商', 'Supplier'),
  status: bilingual('状态', 'Status'),
  expired: bilingual('有效期状态', 'Validity'),
  validity: bilingual('授权有效期', 'Valid'),
  validFrom: bilingual('授权开始日期', 'Valid from'),
  validTo: bilingual('授权结束日期', 'Valid to'),
  letters: bilingual('授权书', 'Authorisation letter'),
  remark: bilingual('申请说明', 'Remark'),
  reason: bilingual('审核/停用原因', 'Audit/stop reason'),
  appliedAt: bilingual('申请时间', 'Applied at'),
  updatedAt: bilingual('更新时间', 'Updated at'),
  updatedBy: bilingual('更新人', 'Updated by'),
});
