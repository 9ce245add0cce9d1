import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';

/**
 * Content (SPEC §2 "Content and process" content-management; storefront notices, news and the help centre):
 * operators write articles, file them in columns and review them; visitors read what is published.
 */
export default definePages('content', [
  {
    name: 'content-management',
    parent: 'systemCenter',
    title: bilingual('内容管理', 'Content management'),
    icon: 'file-text',
    roles: [RoleCode.operator],
  },
  {
    name: 'contentArticleDetail',
    params: ['articleId'],
    parent: 'content-management',
    title: bilingual('文章详情', 'Article details'),
    hidden: true,
  },
  {
    name: 'contentAudit',
    parent: 'systemCenter',
    title: bilingual('内容审核', 'Content review'),
    icon: 'audit',
    roles: [RoleCode.operator],
  },
  {
    name: 'contentColumnManage',
    parent: 'systemCenter',
    title: bilingual('栏目管理', 'Content columns'),
    icon: 'cluster',
    roles: [RoleCode.operator],
  },
  { name: 'noticeList', kind: 'public', footer: true, title: bilingual('平台公告', 'Notices') },
  { name: 'noticeDetail', kind: 'public', params: ['articleId'], title: bilingual('公告详情', 'Notice') },
  { name: 'newsList', kind: 'public', footer: true, title: bilingual('新闻资讯', 'News') },
  { name: 'newsDetail', kind: 'public', params: ['articleId'], title: bilingual('新闻详情', 'News article') },
  {
    name: 'helpCenter',
    kind: 'public',
    footer: true,
    params: ['articleId?'],
    title: bilingual('帮助中心', 'Help centre'),
  },
]);
