// Content (cms): article status labels, for the list filter and the export's cells.
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';

// The code tables live here, not beside the machines: the dictionaries reach the storefront's first load (unit
// labels), and a machine brings zod with it.
/** Article status codes (content domain). */
export const ArticleStatus = { draft: 1, pending: 2, published: 3, refused: 4, withdrawn: 5 } as const;
export type ArticleStatusCode = (typeof ArticleStatus)[keyof typeof ArticleStatus];
/** Content column status: 1 enabled, 0 disabled (its articles are not shown on the storefront). */
export const ColumnStatus = { enabled: 1, disabled: 0 } as const;

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
