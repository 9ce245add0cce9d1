import { type PageName, type PublicArticle, pageLink } from '@procuremart/contract';
import { queryPublicArticles } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useLocalName } from '../../i18n/local-name';
import { formatDateTime } from '../../resources/formatters';
import { LoadError } from '../common/LoadError';
import { contentSiteKeys } from './keys';
import './content-site.css';

const PAGE_SIZE = 10;

/** One article's line: cover (if any), title, pinned mark, date and the first words. */
function ArticleItem({
  article,
  detailPage,
}: {
  article: PublicArticle;
  detailPage: 'noticeDetail' | 'newsDetail';
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <li className="pm-content-item" data-testid="content-article-item">
      {article.coverUrl && <img className="pm-content-cover" src={article.coverUrl} alt="" loading="lazy" />}
      <div className="pm-content-item-text">
        <Link to={pageLink(detailPage, { articleId: article.articleId })} className="pm-content-item-title">
          {article.pinned && <Tag color="red">{t('contentSite.pinned')}</Tag>}
          {nameOf(article.title, article.titleEn)}
        </Link>
        <div className="pm-content-item-summary">{nameOf(article.summary, article.summaryEn)}</div>
        <div className="pm-content-item-date">{formatDateTime(article.publishFrom)}</div>
      </div>
    </li>
  );
}

/** A storefront column's published articles, pinned first, paged by `?pageNo=`. */
export function ArticleListView({
  columnCode,
  titleKey,
  detailPage,
}: {
  columnCode: string;
  titleKey: string;
  detailPage: Extract<PageName, 'noticeDetail' | 'newsDetail'>;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const query = useQuery({
    queryKey: contentSiteKeys.list(columnCode, pageNo, ''),
    queryFn: () => api(queryPublicArticles, { columnCode, pageNo, pageSize: PAGE_SIZE }),
  });
  return (
    <div className="pm-store-inner pm-content-page" data-testid={`content-list-${columnCode}`}>
      <Card title={t(titleKey)}>
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : query.data.rows.length === 0 ? (
          <Empty description={t('contentSite.empty')} />
        ) : (
          <>
            <ul className="pm-content-list">
              {query.data.rows.map((article) => (
                <ArticleItem key={article.articleId} article={article} detailPage={detailPage} />
              ))}
            </ul>
            {query.data.total > PAGE_SIZE && (
              <Pagination
                className="pm-content-pager"
                current={pageNo}
                pageSize={PAGE_SIZE}
                total={query.data.total}
                showSizeChanger={false}
                onChange={(next) => setParams({ pageNo: String(next) })}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
