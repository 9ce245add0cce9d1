import { CheckOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import type { SearchFacet } from '@procuremart/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';

const SHOWN_BEFORE_MORE = 12;

/** One facet: its values with their result counts; selected values are marked and toggle off again. */
export function FacetRow({
  title,
  facets,
  selected,
  testId,
  onToggle,
}: {
  title: string;
  facets: readonly SearchFacet[];
  selected: readonly string[];
  testId: string;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const [expanded, setExpanded] = useState(false);
  if (facets.length === 0) return null;
  const shown = expanded ? facets : facets.slice(0, SHOWN_BEFORE_MORE);

  return (
    <div className="pm-facet-row" data-testid={testId}>
      <div className="pm-facet-title">{title}</div>
      <div className="pm-facet-values">
        {shown.map((facet) => {
          const isSelected = selected.includes(facet.id);
          return (
            <button
              key={facet.id}
              type="button"
              className={`pm-facet-value${isSelected ? ' is-selected' : ''}`}
              aria-pressed={isSelected}
              data-testid={`${testId}-${facet.id}`}
              onClick={() => onToggle(facet.id)}
            >
              {isSelected && <CheckOutlined />}
              <span className="pm-facet-name">{nameOf(facet.name, facet.nameEn)}</span>
              <em>({facet.count})</em>
            </button>
          );
        })}
      </div>
      {facets.length > SHOWN_BEFORE_MORE && (
        <button type="button" className="pm-link-button pm-facet-more" onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('mallList.less') : t('mallList.more')} {expanded ? <UpOutlined /> : <DownOutlined />}
        </button>
      )}
    </div>
  );
}
