import { PlusOutlined } from '@ant-design/icons';
import { type CategoryRow, pageLink } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import { ResourceTree } from '../../resources/ResourceTree';
import type { RowAction } from '../../resources/types';
import { CategoryForm } from './CategoryForm';
import { categoryStatusActions, deleteCategoryAction } from './category-actions';
import { categoryTree, takesChildren } from './category-tree';

/** The three-level back-office category tree: search, add children, edit, enable/disable (the branch), delete. */
export default function CategoryTreePage() {
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const form = useEditing<CategoryRow, { parent: CategoryRow | null }>({ mode: 'create', parent: null });
  const rowActions: RowAction<CategoryRow>[] = [
    {
      key: 'addChild',
      labelKey: 'category.action.addChild',
      visible: takesChildren,
      run: (row) => form.edit({ mode: 'create', parent: row }),
    },
    { key: 'edit', labelKey: 'category.action.edit', run: (row) => form.edit({ mode: 'edit', record: row }) },
    {
      key: 'attributes',
      labelKey: 'category.action.attributes',
      visible: (row) => row.isLeaf && (userInfo?.menuCodeList ?? []).includes('categoryAttributeManage'),
      run: (row) => navigate(pageLink('categoryAttributeManage', { categoryId: row.categoryId })),
    },
    ...categoryStatusActions.row,
    deleteCategoryAction,
  ];
  const toolbar = [
    {
      key: 'createTop',
      labelKey: 'category.action.createTop',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'category-create-top',
      onClick: () => form.edit({ mode: 'create', parent: null }),
    },
  ];
  return (
    <ResourceTree tree={categoryTree} rowActions={rowActions} toolbar={toolbar}>
      <CategoryForm {...form.props} />
    </ResourceTree>
  );
}
