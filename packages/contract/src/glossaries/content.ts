import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The content column (栏目) fields' labels: the column tree, its form and the article filters. */
export const contentColumnGlossary = defineGlossary('contentColumn.field', {
  name: bilingual('栏目名称', 'Column name'),
  nameEn: bilingual('英文名称', 'English name'),
  code: bilingual('栏目编码', 'Column code'),
  sortNo: bilingual('排序号', 'Sort number'),
  status: bilingual('状态', 'Status'),
  articleCount: bilingual('文章数', 'Articles'),
});

/** The article fields' labels: the article list and its export, filters, form, detail and the audit. */
export const contentArticleGlossary = defineGlossary('contentArticle.field', {
  articleId: bilingual('文章编号', 'Article no.'),
  title: bilingual('标题', 'Title'),
  titleEn: bilingual('英文标题', 'English title'),
  columnId: bilingual('栏目', 'Column'),
  columnName: bilingual('栏目', 'Column'),
  content: bilingual('正文', 'Body'),
  contentEn: bilingual('英文正文', 'English body'),
  cover: bilingual('封面图', 'Cover picture'),
  coverFileId: bilingual('封面图', 'Cover picture'),
  publishFrom: bilingual('发布开始时间', 'Published from'),
  publishTo: bilingual('发布结束时间', 'Published until'),
  publishDate: bilingual('发布日期', 'Publish date'),
  pinned: bilingual('置顶', 'Pinned'),
  status: bilingual('状态', 'Status'),
  reason: bilingual('审核意见/撤回原因', 'Review note / withdrawal reason'),
  createdBy: bilingual('创建人', 'Created by'),
  createdAt: bilingual('创建时间', 'Created at'),
  updatedAt: bilingual('更新时间', 'Updated at'),
  updatedBy: bilingual('更新人', 'Updated by'),
});
