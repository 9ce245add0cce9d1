// Content (cms): article status labels, for the list filter and the export's cells.
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { ArticleStatus } from '../../machines/content-article';
import { bilingual } from '../../texts';

export const contentDictionaries = {
  CONTENT_ARTICLE_STATUS: {
    name: bilingual('文章状态', 'Article status'),
    open: false,
    items: [
      item(String(ArticleStatus.draft), '草稿', 'Draft'),
      item(String(ArticleStatus.pending), '待审核', 'Awaiting review'),
      item(String(ArticleStatus.published), '已发布', 'Published'),
      item(String(ArticleStatus.refused), '已驳回', 'Refused'),
      item(String(ArticleStatus.withdrawn), '已撤回', 'Withdrawn'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
