import type { Catalogue } from '../../messages/catalogue';

/** Content (cms): columns and articles. */
export const contentMessages = {
  'content.columnNotFound': { 'zh-CN': '栏目不存在', 'en-US': 'The column does not exist' },
  'content.articleNotFound': {
    'zh-CN': '文章不存在或未发布',
    'en-US': 'The article does not exist or is not published',
  },
  'content.columnCodeTaken': { 'zh-CN': '栏目编码已被使用', 'en-US': 'The column code is already in use' },
  'content.columnCodeFormat': {
    'zh-CN': '栏目编码以字母开头，只能包含字母、数字、下划线和短横线',
    'en-US': 'A column code starts with a letter and holds only letters, digits, _ and -',
  },
  'content.columnTooDeep': {
    'zh-CN': '栏目最多两级，子栏目下不能再添加栏目',
    'en-US': 'Columns have at most two levels: a sub-column takes no children',
  },
  'content.columnHasChildren': {
    'zh-CN': '该栏目下还有子栏目，不能删除',
    'en-US': 'The column still has sub-columns and cannot be deleted',
  },
  'content.columnHasArticles': {
    'zh-CN': '该栏目下还有文章，不能删除',
    'en-US': 'The column still holds articles and cannot be deleted',
  },
  'content.columnBuiltIn': {
    'zh-CN': '公告、新闻和帮助中心是固定栏目，不能删除或移动',
    'en-US': 'Notices, news and the help centre are built-in columns: they cannot be deleted or moved',
  },
  'content.columnDisabled': {
    'zh-CN': '栏目已停用，不能在其下保存文章或添加子栏目',
    'en-US': 'The column is disabled: no articles or sub-columns can be saved under it',
  },
  'content.articleNotEditable': {
    'zh-CN': '待审核或已发布的文章不能修改，请先撤回',
    'en-US': 'An article awaiting review or published cannot be edited: withdraw it first',
  },
  'content.windowEnded': {
    'zh-CN': '发布结束时间已过，请修改发布时间后再提交',
    'en-US': 'The publish window has already ended: change it before sending the article',
  },
  'content.windowOrder': {
    'zh-CN': '发布结束时间须晚于开始时间',
    'en-US': 'The end of the publish window must be after its start',
  },
  'content.contentRequired': {
    'zh-CN': '请填写正文（不能只有图片或格式之外的空内容）',
    'en-US': 'Write the body (it cannot be empty once formatting is left out)',
  },
  'content.articleRequired': { 'zh-CN': '请选择文章', 'en-US': 'Choose at least one article' },
  'content.reasonRequired': { 'zh-CN': '请填写原因', 'en-US': 'Give the reason' },
} satisfies Catalogue;
