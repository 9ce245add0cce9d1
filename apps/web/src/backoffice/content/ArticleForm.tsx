import type { CallInput } from '@procuremart/contract';
import { type ContentArticleRow, saveContentArticle } from '@procuremart/contract';
import { getContentArticleDetail } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { ColumnPicker, DateTimeField } from './form-controls';
import { contentKeys } from './keys';
import { RichTextEditor } from './RichTextEditor';

export type ArticleFormValues = Omit<CallInput<typeof saveContentArticle>, 'articleId' | 'version'>;

/** An article being edited: its row with its bodies (the list's rows carry none). */
export type EditedArticle = ContentArticleRow & { content: string; contentEn: string };

/** The row with its bodies, for the form (the detail page has them already). */
export const withBodies = async (row: ContentArticleRow): Promise<EditedArticle> => {
  const { content, contentEn } = await api(getContentArticleDetail, { articleId: row.articleId });
  return { ...row, content, contentEn };
};

const fields: FieldDescriptor<keyof ArticleFormValues & string>[] = [
  { kind: 'control', name: 'columnId', labelKey: 'contentArticle.field.columnId', control: ColumnPicker },
  { kind: 'text', name: 'title', labelKey: 'contentArticle.field.title' },
  { kind: 'text', name: 'titleEn', labelKey: 'contentArticle.field.titleEn' },
  { kind: 'control', name: 'content', labelKey: 'contentArticle.field.content', control: RichTextEditor },
  { kind: 'control', name: 'contentEn', labelKey: 'contentArticle.field.contentEn', control: RichTextEditor },
  {
    kind: 'upload',
    name: 'coverFileId',
    labelKey: 'contentArticle.field.coverFileId',
    group: 'image',
    extraKey: 'contentArticle.coverHint',
  },
  {
    kind: 'control',
    name: 'publishFrom',
    labelKey: 'contentArticle.field.publishFrom',
    control: DateTimeField,
    extraKey: 'contentArticle.windowHint',
  },
  { kind: 'control', name: 'publishTo', labelKey: 'contentArticle.field.publishTo', control: DateTimeField },
  {
    kind: 'switch',
    name: 'pinned',
    labelKey: 'contentArticle.field.pinned',
    extraKey: 'contentArticle.pinnedHint',
  },
];

/** The create/edit article form (a draft, or a refused or withdrawn article); its rules are saveArticle's schema. */
export const ArticleForm = formFor(saveContentArticle, saveContentArticle, {
  texts: 'contentArticle',
  fields,
  values: (article: EditedArticle): ArticleFormValues => ({
    columnId: article.columnId,
    title: article.title,
    titleEn: article.titleEn,
    content: article.content,
    contentEn: article.contentEn,
    coverFileId: article.cover?.fileId ?? null,
    publishFrom: article.publishFrom,
    publishTo: article.publishTo,
    pinned: article.pinned,
  }),
  blank: { pinned: false, publishTo: null, coverFileId: null, content: '', contentEn: '' },
  updateInput: (values, { articleId, version }) => ({ ...values, articleId, version }),
  invalidate: contentKeys.all,
  openAfterCreate: { page: 'contentArticleDetail', params: (article) => ({ articleId: article.articleId }) },
});
