import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('content', {
  'content-management': lazy(() => import('./ArticleListPage')),
  contentArticleDetail: lazy(() => import('./ArticleDetailPage')),
  contentAudit: lazy(() => import('./ArticleAuditPage')),
  contentColumnManage: lazy(() => import('./ColumnTreePage')),
});
