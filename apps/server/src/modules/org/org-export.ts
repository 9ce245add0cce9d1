import { enterpriseOrgColumns, ORG_PERMISSION, queryEnterpriseOrgList } from '@procuremart/contract';
import { defineExport } from '../../platform/files/define-file-kinds';
import { enterpriseList } from './org-list';

/** The enterprise list's export: the organisations as filtered and sorted on the page, with its columns. */
export const enterpriseOrgExport = defineExport({
  kind: 'enterpriseOrg',
  audience: queryEnterpriseOrgList.audience,
  permission: queryEnterpriseOrgList.permission ?? ORG_PERMISSION.external,
  filters: queryEnterpriseOrgList.input,
  list: enterpriseList(null),
  columns: { list: enterpriseOrgColumns },
});
