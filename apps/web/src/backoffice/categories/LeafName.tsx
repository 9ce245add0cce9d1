import type { CategoryRow } from '@procuremart/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A category's name, tagged when it is a last-level (leaf) category. */
export function LeafName({ row }: { row: CategoryRow }) {
  const { t } = useTranslation();
  return (
    <>
      {row.name}
      {row.isLeaf ? (
        <Tag style={{ marginInlineStart: 8 }} color="blue">
          {t('category.leafTag')}
        </Tag>
      ) : null}
    </>
  );
}
