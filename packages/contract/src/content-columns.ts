import type { ContentArticleRow } from './calls/content/content-articles';
import { contentArticleGlossary } from './glossaries/content';
import { defineColumns } from './list-columns';

/** The article list's columns: content management's page and its export. */
export const contentArticleColumns = defineColumns<
  ContentArticleRow,
  keyof typeof contentArticleGlossary.labels
>(contentArticleGlossary, [
  { field: 'title', width: 36, view: { kind: 'localName', enField: 'titleEn' } },
  { field: 'columnName', width: 16, view: { kind: 'localName', enField: 'columnNameEn' } },
  { field: 'status', width: 12, view: { kind: 'dict', code: 'CONTENT_ARTICLE_STATUS' } },
  { field: 'pinned', width: 8, view: { kind: 'flag' } },
  { field: 'publishFrom', sortField: 'publishFrom', width: 20, view: { kind: 'datetime' } },
  { field: 'publishTo', width: 20, view: { kind: 'datetime' } },
  { field: 'reason', width: 30, hidden: true },
  { field: 'createdBy', width: 14, hidden: true },
  { field: 'updatedAt', sortField: 'updatedAt', width: 20, view: { kind: 'datetime' } },
  { field: 'updatedBy', width: 14, hidden: true },
]);
