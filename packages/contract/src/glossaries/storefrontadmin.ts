import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The frontCategory fields' labels: its lists' columns and filters, forms and details. */
export const frontCategoryGlossary = defineGlossary('frontCategory.field', {
  name: bilingual('类目名称', 'Category name'),
  nameEn: bilingual('英文名称', 'English name'),
  level: bilingual('层级', 'Level'),
  sortNo: bilingual('排序号', 'Sort no.'),
  status: bilingual('状态', 'Status'),
  links: bilingual('关联后台类目', 'Back-office categories'),
});

/** The hotWord fields' labels: its lists' columns and filters, forms and details. */
export const hotWordGlossary = defineGlossary('hotWord.field', {
  word: bilingual('热搜词', 'Hot word'),
  wordEn: bilingual('英文热搜词', 'English word'),
  sortNo: bilingual('排序号', 'Sort no.'),
  status: bilingual('状态', 'Status'),
  createdAt: bilingual('创建时间', 'Created at'),
});
