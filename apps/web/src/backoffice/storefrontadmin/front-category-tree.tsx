import {
  FRONT_CATEGORY_MAX_LEVEL,
  type FrontCategoryAdmin,
  queryFrontCategoryTree,
  sortFrontCategories,
} from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { defineTree } from '../../resources/define-tree';
import { storefrontAdminKeys } from './keys';

/** How many back-office categories a level-3 entry links to (other levels link none). */
function LinkCount({ row }: { row: FrontCategoryAdmin }) {
  const { t } = useTranslation();
  if (row.level !== FRONT_CATEGORY_MAX_LEVEL) return null;
  return <>{t('frontCategory.linkCount', { count: row.categoryIds.length })}</>;
}

const shownMap = {
  '1': { labelKey: 'frontCategory.shown.1', color: 'green' },
  '0': { labelKey: 'frontCategory.shown.0', color: 'default' },
};

/** The storefront navigation tree (three levels, in display order) with a name filter in both languages. */
export const frontCategoryTree = defineTree(queryFrontCategoryTree, {
  titleKey: 'frontCategory.listTitle',
  rowKey: 'frontCategoryId',
  parentKey: 'parentId',
  queryKey: storefrontAdminKeys.frontTree(),
  rows: (data) => data.nodes,
  search: { fields: ['name', 'nameEn'], placeholderKey: 'frontCategory.filterPlaceholder' },
  emptyHintKey: 'frontCategory.emptyHint',
  noMatchKey: 'frontCategory.noMatch',
  loadFailedKey: 'frontCategory.loadFailed',
  actionsWidth: 280,
  // The storefront menu's order; an entry does not move to another parent.
  reorder: {
    call: sortFrontCategories,
    input: (parentId, siblings) => ({
      parentId,
      siblings: siblings.map(({ frontCategoryId, version }) => ({ frontCategoryId, version })),
    }),
    labelField: 'name',
  },
  columns: [
    { field: 'name', titleKey: 'frontCategory.field.name' },
    { field: 'nameEn', titleKey: 'frontCategory.field.nameEn' },
    {
      field: 'level',
      titleKey: 'frontCategory.field.level',
      width: 90,
      view: { kind: 'text', labelKeyOf: (level) => `frontCategory.levelName.${String(level)}` },
    },
    { field: 'sortNo', titleKey: 'frontCategory.field.sortNo', width: 90 },
    {
      field: 'status',
      titleKey: 'frontCategory.field.status',
      width: 90,
      view: { kind: 'status', statusMap: shownMap },
    },
    {
      field: 'categoryIds',
      titleKey: 'frontCategory.field.links',
      width: 140,
      view: { kind: 'custom', render: (row) => <LinkCount row={row} /> },
    },
  ],
});
