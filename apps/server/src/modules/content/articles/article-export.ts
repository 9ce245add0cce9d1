import { contentArticleColumns, queryContentArticleList } from '@procuremart/contract';
import { defineExport } from '../../../platform/files/define-file-kinds';
import { articleList } from './article-lists';

/** Content management's export: the article list as filtered and sorted on the page, with its columns. */
export const articleExport = defineExport({
  kind: 'contentArticle',
  audience: queryContentArticleList.audience,
  permission: queryContentArticleList.permission ?? 'content-management',
  filters: queryContentArticleList.input,
  list: articleList(null, new Date(0)),
  columns: { list: contentArticleColumns },
});
