import { defineAuditTarget } from '../audit';
import { ArticleStatus, type ArticleStatusCode, ColumnStatus } from '../calls/content/content.dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Menu codes of the content pages: writing articles and columns, reviewing articles. */
export const CONTENT_PERMISSION = {
  articles: 'content-management',
  columns: 'contentColumnManage',
  audit: 'contentAudit',
} as const;

const writer = { who: ['operator'], permission: CONTENT_PERMISSION.articles } as const;
const reviewer = { who: ['operator'], permission: CONTENT_PERMISSION.audit } as const;

/**
 * A storefront article (notice, news, help): written as a draft, sent to review, then published or refused
 * with a reason; a published one is withdrawn with a reason. A refused or withdrawn article is edited and sent
 * again. Decision (SPEC is silent on content review): everything the storefront publishes goes through a
 * review, as a procurement platform of state-owned enterprises answers for what its storefront says. An
 * article is shown to visitors only while published and inside its publish window; a window that has already
 * ended cannot be sent or passed (guard).
 */
export const contentArticleMachine = defineMachine({
  name: 'contentArticle',
  audit: {
    target: defineAuditTarget('contentArticle', bilingual('内容文章', 'Content article')),
    events: {
      submit: bilingual('提交文章审核', 'Send article for review'),
      approve: bilingual('审核通过文章', 'Pass article'),
      refuse: bilingual('驳回文章', 'Refuse article'),
      withdraw: bilingual('撤回文章', 'Withdraw article'),
    },
    states: {
      [ArticleStatus.draft]: bilingual('草稿', 'Draft'),
      [ArticleStatus.pending]: bilingual('待审核', 'Awaiting review'),
      [ArticleStatus.published]: bilingual('已发布', 'Published'),
      [ArticleStatus.refused]: bilingual('已驳回', 'Refused'),
      [ArticleStatus.withdrawn]: bilingual('已撤回', 'Withdrawn'),
    },
  },
  states: {
    [ArticleStatus.draft]: 'status.contentArticle.1',
    [ArticleStatus.pending]: 'status.contentArticle.2',
    [ArticleStatus.published]: 'status.contentArticle.3',
    [ArticleStatus.refused]: 'status.contentArticle.4',
    [ArticleStatus.withdrawn]: 'status.contentArticle.5',
  } as Record<ArticleStatusCode, string>,
  initial: [ArticleStatus.draft],
  transitions: [
    {
      from: ArticleStatus.draft,
      event: 'submit',
      to: ArticleStatus.pending,
      ...writer,
      guard: 'throwIfWindowEnded',
    },
    {
      from: ArticleStatus.refused,
      event: 'submit',
      to: ArticleStatus.pending,
      ...writer,
      guard: 'throwIfWindowEnded',
    },
    {
      from: ArticleStatus.withdrawn,
      event: 'submit',
      to: ArticleStatus.pending,
      ...writer,
      guard: 'throwIfWindowEnded',
    },
    {
      from: ArticleStatus.pending,
      event: 'approve',
      to: ArticleStatus.published,
      ...reviewer,
      remark: 'optional',
      guard: 'throwIfWindowEnded',
    },
    {
      from: ArticleStatus.pending,
      event: 'refuse',
      to: ArticleStatus.refused,
      ...reviewer,
      remark: 'required',
    },
    {
      from: ArticleStatus.published,
      event: 'withdraw',
      to: ArticleStatus.withdrawn,
      ...writer,
      remark: 'required',
    },
  ],
});

type ColumnState = (typeof ColumnStatus)[keyof typeof ColumnStatus];

/** Columns are created enabled; whoever manages columns disables and enables them. */
export const contentColumnMachine = defineMachine({
  name: 'contentColumn',
  audit: {
    target: defineAuditTarget('contentColumn', bilingual('内容栏目', 'Content column')),
    events: {
      disable: bilingual('停用栏目', 'Disable column'),
      enable: bilingual('启用栏目', 'Enable column'),
    },
    states: {
      [ColumnStatus.enabled]: bilingual('已启用', 'Enabled'),
      [ColumnStatus.disabled]: bilingual('已停用', 'Disabled'),
    },
  },
  states: {
    [ColumnStatus.enabled]: 'status.contentColumn.1',
    [ColumnStatus.disabled]: 'status.contentColumn.0',
  } as Record<ColumnState, string>,
  initial: [ColumnStatus.enabled],
  transitions: [
    {
      from: ColumnStatus.enabled,
      event: 'disable',
      to: ColumnStatus.disabled,
      who: ['operator'],
      permission: CONTENT_PERMISSION.columns,
      remark: 'optional',
    },
    {
      from: ColumnStatus.disabled,
      event: 'enable',
      to: ColumnStatus.enabled,
      who: ['operator'],
      permission: CONTENT_PERMISSION.columns,
    },
  ],
});
