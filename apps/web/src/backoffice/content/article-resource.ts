import {
  ArticleStatus,
  type ContentArticleDetail,
  type ContentArticleRow,
  contentArticleColumns,
  contentArticleMachine,
  queryContentArticleList,
  queryContentAuditList,
} from '@procuremart/contract';
import {
  auditContentArticle,
  getContentArticleDetail,
  publishContentArticle,
  queryContentColumns,
  withdrawContentArticle,
} from '@procuremart/contract/refs';
import { createElement } from 'react';
import { api } from '../../api/client';
import { defineAudit } from '../../resources/define-audit';
import { defineList } from '../../resources/define-list';
import { machineActions } from '../../resources/machine-actions';
import { pageColumns } from '../../resources/page-columns';
import { statusMapOf } from '../../resources/row-actions';
import type { DetailEntry, DetailSection, Option } from '../../resources/types';
import { ArticleBody } from './ArticleBody';
import { contentKeys } from './keys';

/** Draft grey, awaiting review blue, published green, refused red, withdrawn orange. */
export const articleStatusMap = statusMapOf(contentArticleMachine, {
  [ArticleStatus.pending]: 'blue',
  [ArticleStatus.published]: 'green',
  [ArticleStatus.refused]: 'red',
  [ArticleStatus.withdrawn]: 'orange',
});
const statusView = { kind: 'status', statusMap: articleStatusMap } as const;

/** The column filter's options: the column tree in both languages, loaded once. */
async function columnFilterOptions(): Promise<Option[]> {
  const { columns } = await api(queryContentColumns, {});
  const toOption = (columnId: string): Option => {
    const row = columns.find((c) => c.columnId === columnId);
    const children = columns.filter((c) => c.parentId === columnId).map((c) => toOption(c.columnId));
    return {
      value: columnId,
      labels: { 'zh-CN': row?.name ?? '', 'en-US': row?.nameEn || (row?.name ?? '') },
      children: children.length ? children : undefined,
    };
  };
  return columns.filter((c) => c.parentId === null).map((c) => toOption(c.columnId));
}
const columnFilter = { columnId: { options: columnFilterOptions, anyLevel: true } };

/** Content management's list: its columns are the export's (contract content-columns.ts). */
export const articleList = defineList(queryContentArticleList, {
  listKey: 'contentArticles',
  view: { page: 'contentArticleDetail', params: (row) => ({ articleId: row.articleId }) },
  titleKey: 'contentArticle.listTitle',
  rowKey: 'articleId',
  queryKey: contentKeys.articles(),
  machine: contentArticleMachine,
  emptyHintKey: 'contentArticle.emptyHint',
  exportKind: 'contentArticle',
  filters: columnFilter,
  columns: pageColumns(contentArticleColumns, { status: { view: statusView, width: 110 } }),
});

const ids = (rows: readonly { articleId: string }[]) => rows.map((row) => row.articleId);

/** The writer's steps: send to review, withdraw (with the reason); one or many at once. */
type ArticleEvent = (typeof contentArticleMachine.transitions)[number]['event'];

export const articleSteps = machineActions<Pick<ContentArticleRow, 'articleId'>, ArticleEvent>(
  contentArticleMachine,
  {
    events: ['submit', 'withdraw'],
    danger: ['withdraw'],
    run: (row, event, input) => runWriterStep([row], event, input.remark),
    runMany: (rows, event, input) => runWriterStep(rows, event, input.remark),
  },
);
function runWriterStep(rows: { articleId: string }[], event: ArticleEvent, remark: string) {
  return event === 'submit'
    ? api(publishContentArticle, { articleIds: ids(rows) })
    : api(withdrawContentArticle, { articleIds: ids(rows), reason: remark });
}

/** Content review: awaiting review and reviewed tabs; pass or refuse (with the reason) one or many. */
export const articleAudit = defineAudit(queryContentAuditList, {
  machine: contentArticleMachine,
  decisions: { pass: 'approve', refuse: 'refuse' },
  batch: true,
  decide: (rows: { articleId: string }[], passed, reason) =>
    api(auditContentArticle, { articleIds: ids(rows), passed, reason }),
  listKey: 'contentAudit',
  view: { page: 'contentArticleDetail', params: (row) => ({ articleId: row.articleId }) },
  titleKey: 'contentArticle.auditTitle',
  rowKey: 'articleId',
  queryKey: contentKeys.audit(),
  emptyHintKey: 'contentArticle.auditEmptyHint',
  filters: columnFilter,
  columns: pageColumns(
    contentArticleColumns.filter((c) => c.field !== 'pinned'),
    { status: { view: statusView, width: 110 } },
  ),
});

export const loadArticle = (articleId: string) => api(getContentArticleDetail, { articleId });

const bodyView = (field: 'content' | 'contentEn') =>
  ({
    kind: 'custom',
    render: (article: ContentArticleDetail) => createElement(ArticleBody, { html: article[field] }),
  }) as const;

export const articleFacts: DetailEntry<ContentArticleDetail>[] = [
  { field: 'columnName', view: { kind: 'localName', enField: 'columnNameEn' } },
  { field: 'publishFrom', view: { kind: 'datetime' } },
  { field: 'updatedAt', view: { kind: 'datetime' } },
];

export const articleSections: DetailSection<ContentArticleDetail>[] = [
  {
    titleKey: 'contentArticle.section.basic',
    items: [
      'title',
      'titleEn',
      { field: 'columnName', view: { kind: 'localName', enField: 'columnNameEn' } },
      { field: 'status', view: statusView },
      { field: 'publishFrom', view: { kind: 'datetime' } },
      { field: 'publishTo', view: { kind: 'datetime' } },
      { field: 'pinned', view: { kind: 'flag' } },
      { field: 'reason', span: 'filled' },
      { field: 'cover', span: 'filled', view: { kind: 'files' } },
    ],
  },
  {
    titleKey: 'contentArticle.section.body',
    items: [{ field: 'content', span: 'filled', view: bodyView('content') }],
  },
  {
    titleKey: 'contentArticle.section.bodyEn',
    items: [{ field: 'contentEn', span: 'filled', view: bodyView('contentEn') }],
  },
  {
    titleKey: 'contentArticle.section.record',
    items: ['articleId', 'createdBy', { field: 'createdAt', view: { kind: 'datetime' } }, 'updatedBy'],
  },
];
