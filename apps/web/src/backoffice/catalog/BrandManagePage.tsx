import { PlusOutlined } from '@ant-design/icons';
import type { Brand } from '@procuremart/contract';
import { useState } from 'react';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type BrandEditing, BrandForm } from './BrandForm';
import { brandList, brandStatusActions } from './brand-resource';

/** Brand management (operators): filters, create, view (its own tab), edit, enable/disable one or many. */
export default function BrandManagePage() {
  // Kept after the form closes so that its title does not flip while it fades out.
  const [editing, setEditing] = useState<BrandEditing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: BrandEditing) => {
    setEditing(next);
    setFormOpen(true);
  };

  const rowActions: RowAction<Brand>[] = [
    { key: 'edit', labelKey: 'brand.action.edit', run: (brand) => openForm({ mode: 'edit', brand }) },
    ...brandStatusActions.row,
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'brand.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'brand-create',
      onClick: () => openForm({ mode: 'create' }),
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
      <BrandForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </>
  );
}
