import { entityRoot } from '../../api/entity-refresh';

// The storefront's content query keys (what visitors read).
export const contentSiteKeys = {
  all: entityRoot('contentSite', ['contentArticle', 'contentColumn']),
  list: (columnCode: string, pageNo: number, keyword: string) =>
    [...contentSiteKeys.all, 'list', columnCode, pageNo, keyword] as const,
  article: (articleId: string) => [...contentSiteKeys.all, 'article', articleId] as const,
  help: () => [...contentSiteKeys.all, 'help'] as const,
};
