import { PlusOutlined } from '@ant-design/icons';
import type { ThirdPartyBrand } from '@procuremart/contract';
import { mapThirdPartyBrand } from '@procuremart/contract/refs';
import { useState } from 'react';
import { api } from '../../api/client';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type ThirdPartyBrandEditing, ThirdPartyBrandForm } from './ThirdPartyBrandForm';
import { thirdPartyBrandList, thirdPartyBrandStatusActions } from './third-party-brand-resource';

/** Third-party brands (`thirdPartyBrandList`): filters, create, edit, map/unmap, enable/disable, import, export. */
export default function ThirdPartyBrandPage() {
  // Kept after the form closes so that its title does not flip while it fades out.
  const [editing, setEditing] = useState<ThirdPartyBrandEditing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: ThirdPartyBrandEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const rowActions: RowAction<ThirdPartyBrand>[] = [
    { key: 'edit', labelKey: 'thirdPartyBrand.action.edit', run: (row) => openForm({ mode: 'edit', row }) },
    { key: 'map', labelKey: 'thirdPartyBrand.action.map', run: (row) => openForm({ mode: 'map', row }) },
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
      onClick: () => openForm({ mode: 'create' }),
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
      <ThirdPartyBrandForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </>
  );
}
