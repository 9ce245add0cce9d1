import { PlusOutlined } from '@ant-design/icons';
import type { Brand } from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { BrandForm } from './BrandForm';
import { brandList, brandStatusActions } from './brand-resource';

/** Brand management (operators): filters, create, view (its own tab), edit, enable/disable one or many. */
export default function BrandManagePage() {
  const form = useEditing<Brand>({ mode: 'create' });

  const rowActions: RowAction<Brand>[] = [
    {
      key: 'edit',
      labelKey: 'brand.action.edit',
      run: (brand) => form.edit({ mode: 'edit', record: brand }),
    },
    ...brandStatusActions.row,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'brand.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'brand-create',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];

  return (
    <>
      <ResourceList
        descriptor={brandList}
        toolbar={toolbar}
        rowActions={rowActions}
        bulkActions={brandStatusActions.bulk}
      />
      <BrandForm {...form.props} />
    </>
  );
}
