import { PlusOutlined } from '@ant-design/icons';
import type { ThirdPartyBrand } from '@procuremart/contract';
import { mapThirdPartyBrand } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { ThirdPartyBrandForm, ThirdPartyBrandMapForm } from './ThirdPartyBrandForm';
import { thirdPartyBrandList, thirdPartyBrandStatusActions } from './third-party-brand-resource';

/** Third-party brands (`thirdPartyBrandList`): filters, create, edit, map/unmap, enable/disable, import, export. */
export default function ThirdPartyBrandPage() {
  const form = useEditing<ThirdPartyBrand>({ mode: 'create' });
  const mapping = useEditing<ThirdPartyBrand, never>();

  const rowActions: RowAction<ThirdPartyBrand>[] = [
    {
      key: 'edit',
      labelKey: 'thirdPartyBrand.action.edit',
      run: (row) => form.edit({ mode: 'edit', record: row }),
    },
    {
      key: 'map',
      labelKey: 'thirdPartyBrand.action.map',
      run: (row) => mapping.edit({ mode: 'edit', record: row }),
    },
    {
      key: 'unmap',
      labelKey: 'thirdPartyBrand.action.unmap',
      danger: true,
      confirm: { titleKey: 'thirdPartyBrand.confirm.unmap' },
      successKey: 'thirdPartyBrand.success.unmapped',
      visible: (row) => row.brandId !== null,
      run: (row) => api(mapThirdPartyBrand, { thirdPartyBrandId: row.thirdPartyBrandId, brandId: null }),
    },
    ...thirdPartyBrandStatusActions.row,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'thirdPartyBrand.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'third-party-brand-create',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList
        descriptor={thirdPartyBrandList}
        toolbar={toolbar}
        rowActions={rowActions}
        bulkActions={thirdPartyBrandStatusActions.bulk}
      />
      <ThirdPartyBrandForm {...form.props} />
      <ThirdPartyBrandMapForm {...mapping.props} />
    </>
  );
}
