import { entityRoot } from '../../api/entity-refresh';

// Content query keys; ResourceList appends ['list', filters] to articles().
export const contentKeys = {
  all: entityRoot('content', ['contentColumn', 'contentArticle']),
  columns: () => [...contentKeys.all, 'columns'] as const,
  articles: () => [...contentKeys.all, 'articles'] as const,
  article: (articleId: string) => [...contentKeys.articles(), 'detail', articleId] as const,
  audit: () => [...contentKeys.all, 'audit'] as const,
};
