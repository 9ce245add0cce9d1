import { PlusOutlined } from '@ant-design/icons';
import { FRONT_CATEGORY_MAX_LEVEL, type FrontCategoryAdmin } from '@procuremart/contract';
import { deleteFrontCategory } from '@procuremart/contract/refs';
import { useState } from 'react';
import { api } from '../../api/client';
import { useEditing } from '../../resources/form-for';
import { ResourceTree, useTreeData } from '../../resources/ResourceTree';
import type { RowAction } from '../../resources/types';
import { CategoryLinkEditor } from './CategoryLinkEditor';
import { FrontCategoryForm } from './FrontCategoryForm';
import { frontCategoryTree } from './front-category-tree';

const deleteAction: RowAction<FrontCategoryAdmin> = {
  key: 'delete',
  labelKey: 'frontCategory.action.delete',
  danger: true,
  visible: (row) => row.childCount === 0,
  confirm: { titleKey: 'frontCategory.confirm.delete', descriptionKey: 'frontCategory.confirm.deleteHint' },
  successKey: 'frontCategory.success.deleted',
  run: (node) => api(deleteFrontCategory, { frontCategoryId: node.frontCategoryId }),
};

/**
 * The storefront navigation tree (operators): three levels with a name filter; add a top entry or a child,
 * edit (names, order, shown/hidden), delete a leaf entry, link a level-3 entry to back-office leaf categories.
 */
export default function FrontCategoryPage() {
  const data = useTreeData(frontCategoryTree).data;
  const form = useEditing<FrontCategoryAdmin, { parent: FrontCategoryAdmin | null }>({
    mode: 'create',
    parent: null,
  });
  const [linking, setLinking] = useState<FrontCategoryAdmin | null>(null);
  const rowActions: RowAction<FrontCategoryAdmin>[] = [
    {
      key: 'addChild',
      labelKey: 'frontCategory.action.addChild',
      visible: (row) => row.level < FRONT_CATEGORY_MAX_LEVEL,
      run: (row) => form.edit({ mode: 'create', parent: row }),
    },
    {
      key: 'edit',
      labelKey: 'frontCategory.action.edit',
      run: (row) => form.edit({ mode: 'edit', record: row }),
    },
    {
      key: 'links',
      labelKey: 'frontCategory.action.links',
      visible: (row) => row.level === FRONT_CATEGORY_MAX_LEVEL,
      run: setLinking,
    },
    deleteAction,
  ];
  const toolbar = [
    {
      key: 'create',
      labelKey: 'frontCategory.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'front-category-create',
      onClick: () => form.edit({ mode: 'create', parent: null }),
    },
  ];
  return (
    <ResourceTree tree={frontCategoryTree} rowActions={rowActions} toolbar={toolbar}>
      <FrontCategoryForm {...form.props} />
      <CategoryLinkEditor
        node={linking}
        backCategories={data?.backCategories ?? []}
        onClose={() => setLinking(null)}
      />
    </ResourceTree>
  );
}
