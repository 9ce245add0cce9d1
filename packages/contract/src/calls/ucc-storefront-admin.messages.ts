import type { Catalogue } from '../messages/catalogue';

/** Commodity centre (ucc): storefront front categories and hot search words. */
export const uccStorefrontAdminMessages = {
  'frontCategory.tooDeep': {
    'zh-CN': '前台类目最多三级',
    'en-US': 'Front categories have at most three levels',
  },
  'frontCategory.parentMissing': {
    'zh-CN': '上级类目不存在',
    'en-US': 'The parent category does not exist',
  },
  'frontCategory.hasChildren': {
    'zh-CN': '该类目下还有子类目，请先删除子类目',
    'en-US': 'This category still has child categories: delete them first',
  },
  'frontCategory.linksOnlyLevel3': {
    'zh-CN': '只有三级前台类目可以关联后台类目',
    'en-US': 'Only level-3 front categories link to back-office categories',
  },
  'frontCategory.linkNotLeaf': {
    'zh-CN': '只能关联已启用的后台末级类目',
    'en-US': 'Only enabled back-office leaf categories can be linked',
  },
  'frontCategory.linkTwice': {
    'zh-CN': '同一后台类目不能重复关联',
    'en-US': 'A back-office category is linked only once',
  },
  'hotWord.tooMany': {
    'zh-CN': '热搜词最多 {{max}} 个',
    'en-US': 'At most {{max}} hot search words',
  },
  'hotWord.duplicate': {
    'zh-CN': '该热搜词已存在',
    'en-US': 'This hot search word exists already',
  },
  'hotWord.cannotMove': {
    'zh-CN': '已在最前或最后，无法继续移动',
    'en-US': 'The word is already first or last',
  },
} satisfies Catalogue;
