import { BUILT_IN_COLUMNS } from '@procuremart/contract';
import { ArticleListView } from './ArticleListView';

/** `/newsList`: the platform's published news. */
export default function NewsListPage() {
  return (
    <ArticleListView
      columnCode={BUILT_IN_COLUMNS.news}
      titleKey="contentSite.newsTitle"
      detailPage="newsDetail"
    />
  );
}
