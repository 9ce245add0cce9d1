import { BUILT_IN_COLUMNS } from '@procuremart/contract';
import { ArticleListView } from './ArticleListView';

/** `/noticeList`: the platform's published notices. */
export default function NoticeListPage() {
  return (
    <ArticleListView
      columnCode={BUILT_IN_COLUMNS.notice}
      titleKey="contentSite.noticeTitle"
      detailPage="noticeDetail"
    />
  );
}
