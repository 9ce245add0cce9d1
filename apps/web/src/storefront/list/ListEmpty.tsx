import { SearchOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HotWordLinks } from '../search/HotWordLinks';
import { hasFilters, type ListQuery, listHref, withoutFilters } from './list-query';

/** Nothing matched: what to try next (spelling, fewer filters, close words, hot words). */
export function ListEmpty({
  query,
  didYouMean,
  hotWords,
  onChange,
}: {
  query: ListQuery;
  didYouMean: readonly string[];
  hotWords: readonly string[];
  onChange: (next: ListQuery) => void;
}) {
  const { t } = useTranslation();
  const filtered = hasFilters(query);
  return (
    <Result
      className="pm-store-state pm-list-empty"
      icon={<SearchOutlined />}
      title={
        query.keyword && !filtered
          ? t('mallList.empty.titleKeyword', { keyword: query.keyword })
          : t('mallList.empty.title')
      }
      data-testid="list-empty"
      subTitle={
        <div className="pm-empty-tips">
          {didYouMean.length > 0 && (
            <p data-testid="did-you-mean">
              {t('mallList.empty.didYouMean')}
              {didYouMean.map((word) => (
                <Link key={word} to={listHref({ keyword: word })} className="pm-empty-word">
                  {word}
                </Link>
              ))}
            </p>
          )}
          <ul>
            {query.keyword && <li>{t('mallList.empty.checkSpelling')}</li>}
            {query.keyword && <li>{t('mallList.empty.shorterKeyword')}</li>}
            {filtered && <li>{t('mallList.empty.fewerFilters')}</li>}
            <li>{t('mallList.empty.browseCategories')}</li>
          </ul>
          {hotWords.length > 0 && (
            <p>
              {t('mallList.empty.hotWords')}
              <HotWordLinks words={hotWords} />
            </p>
          )}
        </div>
      }
      extra={
        filtered ? (
          <Button
            type="primary"
            onClick={() => onChange(withoutFilters(query))}
            data-testid="empty-clear-filters"
          >
            {t('mallList.empty.clearFilters')}
          </Button>
        ) : null
      }
    />
  );
}
