import { pageLink } from '@procuremart/contract';
import { getPublicArticle } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { ArticleBody } from '../../backoffice/content/ArticleBody';
import { useLocalName } from '../../i18n/local-name';
import { formatDateTime } from '../../resources/formatters';
import { isNotFound } from '../common/is-not-found';
import { LoadError } from '../common/LoadError';
import { NotFoundState } from '../common/NotFoundState';
import { useDocumentTitle } from '../common/use-document-title';
import { contentSiteKeys } from './keys';
import './content-site.css';

/** A published article by `?articleId=` (its body in the reader's language where written), or "not found". */
export function ArticleView({ listPage }: { listPage: 'noticeList' | 'newsList' | 'helpCenter' }) {
  const { t, i18n } = useTranslation();
  const nameOf = useLocalName();
  const [params] = useSearchParams();
  const articleId = params.get('articleId') ?? '';
  const query = useQuery({
    queryKey: contentSiteKeys.article(articleId),
    queryFn: () => api(getPublicArticle, { articleId }),
    enabled: articleId !== '',
    retry: false,
  });
  const article = query.data;
  useDocumentTitle(article ? nameOf(article.title, article.titleEn) : undefined);
  if (articleId === '' || (query.isError && isNotFound(query.error)))
    return (
      <div className="pm-store-inner">
        <NotFoundState
          title={t('contentSite.notFound')}
          hint={t('contentSite.notFoundHint')}
          testId="content-not-found"
        />
      </div>
    );
  if (query.isError)
    return (
      <div className="pm-store-inner">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const english = i18n.language === 'en-US' && article?.contentEn;
  return (
    <div className="pm-store-inner pm-content-page">
      <Card>
        {!article ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <article data-testid="content-article">
            <h1 className="pm-content-title">{nameOf(article.title, article.titleEn)}</h1>
            <div className="pm-content-meta">
              {nameOf(article.columnName, article.columnNameEn)} ·{' '}
              {t('contentSite.publishedAt', { time: formatDateTime(article.publishFrom) })}
            </div>
            {article.coverUrl && <img className="pm-content-detail-cover" src={article.coverUrl} alt="" />}
            <ArticleBody html={english ? article.contentEn : article.content} testId="content-article-body" />
            <Link to={pageLink(listPage)} className="pm-content-back">
              {t('contentSite.back')}
            </Link>
          </article>
        )}
      </Card>
    </div>
  );
}
