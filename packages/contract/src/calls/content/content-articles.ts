import { z } from 'zod';
import { decisionOutcomes, defineAuditTarget } from '../../audit';
import { defineCall } from '../../define-call';
import { contentArticleGlossary } from '../../glossaries/content';
import { auditTabFilter, defineFilters, filter } from '../../list-filters';
import { auditPageOf, dateTimeSchema, idSchema, listInput, pageOf } from '../../lists';
import { CONTENT_PERMISSION } from '../../machines/content-article';
import { statusHistorySchema } from '../../status-history';
import { bilingual } from '../../texts';
import { storedFileSchema } from '../cfc-files';
import { contentRequired, contentText, MAX_BODY_LENGTH } from './content-text';

// Articles of the storefront's columns, as operators write, send, review and withdraw them (the article
// machine, machines/content-article.ts). The storefront's own calls are in content-public.ts.

const articleTarget = defineAuditTarget('contentArticle', bilingual('内容文章', 'Content article'));

export const contentArticleRowSchema = z.object({
  articleId: idSchema,
  columnId: idSchema,
  columnName: z.string(),
  columnNameEn: z.string(),
  title: z.string(),
  titleEn: z.string(),
  cover: storedFileSchema.nullable(),
  publishFrom: z.string(),
  /** null: shown until withdrawn. */
  publishTo: z.string().nullable(),
  pinned: z.boolean(),
  /** ArticleStatus (article machine). */
  status: z.number().int(),
  /** The last review note, refusal or withdrawal reason. */
  reason: z.string(),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** The machine's steps the caller may take on it now (its table and guards). */
  actions: z.array(z.string()),
});
export type ContentArticleRow = z.infer<typeof contentArticleRowSchema>;

export const contentArticleDetailSchema = contentArticleRowSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  contentEn: z.string(),
  history: z.array(statusHistorySchema),
});
export type ContentArticleDetail = z.infer<typeof contentArticleDetailSchema>;

const articleFilters = {
  title: filter.text(60),
  /** The column and its sub-columns. */
  columnId: filter.tree(),
  status: filter.dictNumber('CONTENT_ARTICLE_STATUS'),
  /** The start of the publish window, whole days. */
  publishDate: filter.dateRange('publishDateFrom', 'publishDateTo'),
};
export const ARTICLE_SORTS = ['publishFrom', 'updatedAt', 'createdAt'] as const;

export const queryContentArticleList = defineCall({
  name: 'cms_queryArticleList',
  audience: ['operator'],
  permission: CONTENT_PERMISSION.articles,
  summary:
    'Articles of every status by title, column (with its sub-columns), status and publish date, paged.',
  input: listInput(defineFilters(contentArticleGlossary, articleFilters), ARTICLE_SORTS),
  output: pageOf(contentArticleRowSchema),
});

export const queryContentAuditList = defineCall({
  name: 'cms_queryArticleAuditList',
  audience: ['operator'],
  permission: CONTENT_PERMISSION.audit,
  summary:
    'The review queue: the `pending` tab holds articles awaiting review, `decided` those reviewed (published, ' +
    'refused, withdrawn); `tabCounts` counts both under the same filters.',
  input: listInput(
    defineFilters(contentArticleGlossary, {
      title: articleFilters.title,
      columnId: articleFilters.columnId,
      publishDate: articleFilters.publishDate,
      ...auditTabFilter,
    }),
    ARTICLE_SORTS,
  ),
  output: auditPageOf(contentArticleRowSchema),
});

export const getContentArticleDetail = defineCall({
  name: 'cms_getArticleDetail',
  audience: ['operator'],
  permission: [CONTENT_PERMISSION.articles, CONTENT_PERMISSION.audit],
  summary: 'One article of any status with its body and status history, newest first.',
  input: z.object({ articleId: idSchema }).strict(),
  output: contentArticleDetailSchema,
});

export const saveContentArticle = defineCall({
  name: 'cms_saveArticle',
  writes: true,
  touches: ['contentArticle'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.articles,
  audit: {
    target: articleTarget,
    label: bilingual('保存内容文章', 'Save content article'),
    targetKey: 'articleId',
    detailKey: 'title',
  },
  summary:
    'Creates a draft or, with `articleId` and the `version` read, edits a draft, refused or withdrawn article ' +
    '(`content.articleNotEditable` otherwise). The body is sanitised before it is stored: scripts, event ' +
    'handlers, styles and links other than http(s)/mailto are removed.',
  input: z
    .object({
      articleId: idSchema.optional(),
      version: z.number().int().min(1).optional(),
      columnId: idSchema,
      title: contentRequired(100),
      titleEn: contentText(200).optional().default(''),
      content: z.string().min(1, 'content.contentRequired').max(MAX_BODY_LENGTH, 'validation.maxLength'),
      contentEn: z.string().max(MAX_BODY_LENGTH, 'validation.maxLength').optional().default(''),
      /** An uploaded picture (group image), or null: no cover. */
      coverFileId: idSchema.nullable().optional().default(null),
      /** null: from the moment it is saved (it shows once passed). */
      publishFrom: dateTimeSchema.nullable().optional().default(null),
      publishTo: dateTimeSchema.nullable().optional().default(null),
      pinned: z.boolean().optional().default(false),
    })
    .strict()
    .refine(
      (i) =>
        i.publishTo === null ||
        Date.parse(i.publishTo) > (i.publishFrom ? Date.parse(i.publishFrom) : Date.now()),
      {
        message: 'content.windowOrder',
        path: ['publishTo'],
      },
    ),
  output: contentArticleRowSchema,
});

const articleIds = z.array(idSchema).min(1, 'content.articleRequired').max(200);
const stepOutput = z.object({ articleIds: z.array(idSchema), status: z.number().int() });

export const publishContentArticle = defineCall({
  name: 'cms_publishArticle',
  writes: true,
  touches: ['contentArticle'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.articles,
  audit: {
    target: articleTarget,
    label: bilingual('提交发布内容文章', 'Send article for publishing'),
    targetKey: 'articleIds',
  },
  summary:
    'Sends drafts, refused or withdrawn articles to review; they are published once a reviewer passes them.',
  input: z.object({ articleIds }).strict(),
  output: stepOutput,
});

export const auditContentArticle = defineCall({
  name: 'cms_auditArticle',
  writes: true,
  touches: ['contentArticle'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.audit,
  audit: {
    target: articleTarget,
    label: bilingual('内容文章审核', 'Article review'),
    targetKey: 'articleIds',
    outcomeKey: 'passed',
    outcomes: decisionOutcomes(
      bilingual('内容文章审核通过', 'Pass article'),
      bilingual('内容文章审核驳回', 'Refuse article'),
    ),
    detailKey: 'reason',
  },
  summary: 'Passes (publishes) or refuses, with the reason, articles awaiting review; all or nothing.',
  input: z
    .object({ articleIds, passed: z.boolean(), reason: contentText(200).optional().default('') })
    .strict()
    .refine((i) => i.passed || i.reason !== '', { message: 'content.reasonRequired', path: ['reason'] }),
  output: stepOutput,
});

export const withdrawContentArticle = defineCall({
  name: 'cms_withdrawArticle',
  writes: true,
  touches: ['contentArticle'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.articles,
  audit: {
    target: articleTarget,
    label: bilingual('撤回内容文章', 'Withdraw article'),
    targetKey: 'articleIds',
    detailKey: 'reason',
  },
  summary: 'Withdraws published articles from the storefront, with the reason.',
  input: z
    .object({ articleIds, reason: contentText(200).refine((v) => v !== '', 'content.reasonRequired') })
    .strict(),
  output: stepOutput,
});
