import { BUILT_IN_COLUMNS, pageLink } from '@procuremart/contract';
import { queryHelpTree, queryPublicArticles } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Skeleton, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useLocalName } from '../../i18n/local-name';
import { LoadError } from '../common/LoadError';
import { ArticleView } from './ArticleView';
import { contentSiteKeys } from './keys';
import './content-site.css';

const SEARCH_SIZE = 50;

/** The help catalogue: each chapter (sub-column) with its articles; articles filed in the help column itself first. */
function useHelpCatalogue() {
  const nameOf = useLocalName();
  const query = useQuery({ queryKey: contentSiteKeys.help(), queryFn: () => api(queryHelpTree, {}) });
  const treeData = useMemo(() => {
    const data = query.data;
    if (!data) return [];
    const leaf = (a: (typeof data.articles)[number]) => ({
      key: `a${a.articleId}`,
      title: nameOf(a.title, a.titleEn),
      isLeaf: true,
    });
    const chapters = new Set(data.columns.map((c) => c.columnId));
    return [
      ...data.articles.filter((a) => !chapters.has(a.columnId)).map(leaf),
      ...data.columns.map((column) => ({
        key: `c${column.columnId}`,
        title: nameOf(column.name, column.nameEn),
        selectable: false,
        children: data.articles.filter((a) => a.columnId === column.columnId).map(leaf),
      })),
    ];
  }, [query.data, nameOf]);
  return { query, treeData };
}

/** `/helpCenter[?articleId=]`: the help catalogue, a search over help articles, and the article chosen. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const articleId = params.get('articleId') ?? '';
  const [keyword, setKeyword] = useState('');
  const { query, treeData } = useHelpCatalogue();
  const search = useQuery({
    queryKey: contentSiteKeys.list(BUILT_IN_COLUMNS.help, 1, keyword),
    queryFn: () =>
      api(queryPublicArticles, { columnCode: BUILT_IN_COLUMNS.help, keyword, pageSize: SEARCH_SIZE }),
    enabled: keyword !== '',
  });
  return (
    <div className="pm-store-inner pm-content-page pm-help-page" data-testid="help-center">
      <Card className="pm-help-catalogue" title={t('contentSite.helpCatalogue')}>
        <Input.Search
          allowClear
          maxLength={60}
          placeholder={t('contentSite.helpSearch')}
          aria-label={t('contentSite.helpSearch')}
          onSearch={(text) => setKeyword(text.trim())}
          data-testid="help-search"
        />
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton active />
        ) : treeData.length === 0 ? (
          <Empty description={t('contentSite.empty')} />
        ) : (
          <Tree
            className="pm-help-tree"
            defaultExpandAll
            blockNode
            treeData={treeData}
            selectedKeys={articleId ? [`a${articleId}`] : []}
            onSelect={([key]) => {
              if (typeof key === 'string' && key.startsWith('a'))
                navigate(pageLink('helpCenter', { articleId: key.slice(1) }));
            }}
          />
        )}
      </Card>
      <div className="pm-help-main">
        {keyword !== '' ? (
          <Card title={search.data ? t('contentSite.helpResults', { count: search.data.total }) : undefined}>
            {!search.data ? (
              <Skeleton active />
            ) : search.data.rows.length === 0 ? (
              <Empty description={t('contentSite.helpNoResult')} />
            ) : (
              <ul className="pm-content-list">
                {search.data.rows.map((article) => (
                  <li key={article.articleId} className="pm-content-result" data-testid="help-result">
                    <Link
                      to={pageLink('helpCenter', { articleId: article.articleId })}
                      onClick={() => setKeyword('')}
                    >
                      {nameOf(article.title, article.titleEn)}
                    </Link>
                    <div className="pm-content-item-summary">
                      {nameOf(article.summary, article.summaryEn)}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ) : articleId ? (
          <ArticleView listPage="helpCenter" />
        ) : (
          <Card>
            <Empty description={t('contentSite.helpChoose')} />
          </Card>
        )}
      </div>
    </div>
  );
}
