import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

const article = () => import('./ArticleView');

// The storefront pages the content manifest declares (kind 'public'); they show the content domain's texts.
export default definePageComponents('content', {
  noticeList: lazy(() => import('./NoticeListPage')),
  noticeDetail: lazy(() =>
    article().then((m) => ({ default: () => <m.ArticleView listPage="noticeList" /> })),
  ),
  newsList: lazy(() => import('./NewsListPage')),
  newsDetail: lazy(() => article().then((m) => ({ default: () => <m.ArticleView listPage="newsList" /> }))),
  helpCenter: lazy(() => import('./HelpCenterPage')),
});
