import { z } from 'zod';
import { defineAuditTarget } from '../../audit';
import { defineCall } from '../../define-call';
import { idSchema } from '../../lists';
import { CONTENT_PERMISSION, contentColumnMachine } from '../../machines/content-article';
import { defineStepCall } from '../../step-call';
import { bilingual } from '../../texts';
import { contentRequired, contentText } from './content-text';

// Content columns (栏目): the tree that files the storefront's articles. Notices, news and the help centre are
// the built-in top columns; operators add sub-columns (the help centre's chapters) and columns of their own.

export const columnTarget = defineAuditTarget('contentColumn', bilingual('内容栏目', 'Content column'));

/** The most levels the column tree has: top columns and their sub-columns. */
export const COLUMN_MAX_LEVEL = 2;

/** The built-in top columns: the storefront's notice, news and help pages read them by code. */
export const BUILT_IN_COLUMNS = { notice: 'notice', news: 'news', help: 'help' } as const;

export const contentColumnRowSchema = z.object({
  columnId: idSchema,
  parentId: idSchema.nullable(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sortNo: z.number().int(),
  /** ColumnStatus: 1 enabled, 0 disabled. */
  status: z.number().int(),
  /** A built-in top column (notice, news, help): not deleted, not moved. */
  builtIn: z.boolean(),
  level: z.number().int(),
  /** Articles filed in the column itself. */
  articleCount: z.number().int(),
});
export type ContentColumnRow = z.infer<typeof contentColumnRowSchema>;

export const queryContentColumns = defineCall({
  name: 'cms_queryColumns',
  audience: ['operator'],
  permission: [CONTENT_PERMISSION.columns, CONTENT_PERMISSION.articles, CONTENT_PERMISSION.audit],
  summary: 'The whole content column tree as flat rows (parents first), with each column’s article count.',
  input: z.object({}).strict(),
  output: z.object({ columns: z.array(contentColumnRowSchema) }),
});

export const saveContentColumn = defineCall({
  name: 'cms_saveColumn',
  writes: true,
  touches: ['contentColumn'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.columns,
  audit: {
    target: columnTarget,
    label: bilingual('保存内容栏目', 'Save content column'),
    targetKey: 'columnId',
    detailKey: 'name',
  },
  summary:
    'Creates a column (under `parentId`, or a top column without it) or, with `columnId`, edits one. Codes are ' +
    'unique; at most two levels; not under a disabled column.',
  input: z
    .object({
      columnId: idSchema.optional(),
      parentId: idSchema.nullable().optional().default(null),
      code: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(30, 'validation.maxLength')
        .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'content.columnCodeFormat'),
      name: contentRequired(30),
      nameEn: contentText(60).optional().default(''),
      sortNo: z.number().int().min(0, 'validation.minValue').max(99999).optional().default(0),
    })
    .strict(),
  output: contentColumnRowSchema,
});

export const setContentColumnStatus = defineStepCall(contentColumnMachine, 'columnId', {
  name: 'cms_setColumnStatus',
  touches: ['contentColumn', 'contentArticle'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.columns,
  label: bilingual('启用/停用内容栏目', 'Enable/disable content column'),
  summary:
    'Enables or disables a column; the storefront shows no article of a disabled column or of its children.',
  output: contentColumnRowSchema,
});

export const deleteContentColumn = defineCall({
  name: 'cms_deleteColumn',
  writes: true,
  touches: ['contentColumn'],
  audience: ['operator'],
  permission: CONTENT_PERMISSION.columns,
  audit: {
    target: columnTarget,
    label: bilingual('删除内容栏目', 'Delete content column'),
    targetKey: 'columnId',
  },
  summary:
    'Deletes an empty column: refused for a built-in one (`content.columnBuiltIn`), one with sub-columns ' +
    '(`content.columnHasChildren`) or with articles of any status (`content.columnHasArticles`).',
  input: z.object({ columnId: idSchema }).strict(),
  output: z.object({ columnId: idSchema }),
});
