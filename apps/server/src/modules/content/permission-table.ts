/**
 * Content's rows of the hand-reviewed permission table (platform/permission-table.ts says how to read them).
 * The content pages (content-management, contentAudit, contentColumnManage) are operator:admin's, so operator01
 * writes, reviews and files articles; operator02 (operator:staff) has none of them. The storefront's notices,
 * news and help centre are open to anyone (SPEC §2), so are their calls.
 */
export const permissionRows: Readonly<Record<string, string>> = {
  cms_queryColumns: 'operator01',
  cms_saveColumn: 'operator01',
  cms_setColumnStatus: 'operator01',
  cms_deleteColumn: 'operator01',
  cms_queryArticleList: 'operator01',
  cms_queryArticleAuditList: 'operator01',
  cms_getArticleDetail: 'operator01',
  cms_saveArticle: 'operator01',
  cms_publishArticle: 'operator01',
  cms_auditArticle: 'operator01',
  cms_withdrawArticle: 'operator01',
  cms_queryArticles: 'anyone',
  cms_getArticle: 'anyone',
  cms_queryHelpTree: 'anyone',
};
