import { z } from 'zod';
import { defineCall } from '../../define-call';
import { idSchema, MAX_PAGE_SIZE, pageOf } from '../../lists';
import { contentText } from './content-text';

// The storefront's content calls (SPEC §2 /noticeList, /noticeDetail, /newsList, /newsDetail, /helpCenter):
// open to anyone, answering only published articles inside their publish window, of enabled columns.

export const publicArticleSchema = z.object({
  articleId: idSchema,
  columnCode: z.string(),
  columnName: z.string(),
  columnNameEn: z.string(),
  title: z.string(),
  titleEn: z.string(),
  /** The body's first words as plain text (each language). */
  summary: z.string(),
  summaryEn: z.string(),
  /** The cover's public address, or null. */
  coverUrl: z.string().nullable(),
  publishFrom: z.string(),
  pinned: z.boolean(),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;

export const queryPublicArticles = defineCall({
  name: 'cms_queryArticles',
  audience: ['public'],
  summary:
    'Published articles of a column (`notice`, `news`, `help`) and its sub-columns inside their publish window, ' +
    'pinned first, then newest; `keyword` searches titles and bodies.',
  input: z
    .object({
      columnCode: z.string().trim().min(1, 'validation.required').max(30, 'validation.maxLength'),
      keyword: contentText(60).optional(),
      pageNo: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    })
    .strict(),
  output: pageOf(publicArticleSchema),
});

export const getPublicArticle = defineCall({
  name: 'cms_getArticle',
  audience: ['public'],
  summary:
    'One published article inside its window, with its body (sanitised HTML); any other is "not found".',
  input: z.object({ articleId: idSchema }).strict(),
  output: publicArticleSchema.extend({ content: z.string(), contentEn: z.string() }),
});

export const queryHelpTree = defineCall({
  name: 'cms_queryHelpTree',
  audience: ['public'],
  summary: 'The help centre: its enabled sub-columns and the titles of their published articles, in order.',
  input: z.object({}).strict(),
  output: z.object({
    columns: z.array(
      z.object({ columnId: idSchema, parentId: idSchema.nullable(), name: z.string(), nameEn: z.string() }),
    ),
    articles: z.array(
      z.object({ articleId: idSchema, columnId: idSchema, title: z.string(), titleEn: z.string() }),
    ),
  }),
});

/** The raw route serving a published article's cover picture to anyone (GET ?articleId=). */
export const CONTENT_COVER_ROUTE = '/api/cms/cover';
