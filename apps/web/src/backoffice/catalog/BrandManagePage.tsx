import { PlusOutlined } from '@ant-design/icons';
import { type Brand, brandMachine, createBrand, updateBrand } from '@procuremart/contract';
import { useMemo, useState } from 'react';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { ResourceDetail } from '../../resources/ResourceDetail';
import { ResourceForm } from '../../resources/ResourceForm';
import { ResourceList } from '../../resources/ResourceList';
import { RowActions } from '../../resources/RowActions';
import { visibleRowActions } from '../../resources/row-actions';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { useActionRunner } from '../../resources/use-action-runner';
import {
  type BrandFormValues,
  brandDetailSections,
  brandEventLabelKeys,
  brandFields,
  brandFormValues,
  brandList,
  brandStatusActions,
  brandStatusMap,
  loadBrand,
} from './brand-resource';
import { catalogKeys } from './keys';

type Editing = { mode: 'create' } | { mode: 'edit'; brand: Brand };

/** Brand management (operators): list with filters, create, view with history, edit, enable/disable. */
export default function BrandManagePage() {
  const { kind } = useSession();
  // Kept after the form closes so that its title does not flip while it fades out.
  const [editing, setEditing] = useState<Editing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: Editing) => {
    setEditing(next);
    setFormOpen(true);
  };
  const [viewingId, setViewingId] = useState<string | null>(null);
  const runAction = useActionRunner(catalogKeys.brands());

  const editAction: RowAction<Brand> = {
    key: 'edit',
    labelKey: 'brand.action.edit',
    run: (brand) => openForm({ mode: 'edit', brand }),
  };
  const rowActions: RowAction<Brand>[] = [
    { key: 'view', labelKey: 'brand.action.view', run: (brand) => setViewingId(brand.brandId) },
    editAction,
    ...brandStatusActions,
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

  const editInitialValues = useMemo(
    () => (editing.mode === 'edit' ? brandFormValues(editing.brand) : undefined),
    [editing],
  );

  const submit = (values: BrandFormValues, options: { notify: false }) => {
    if (editing.mode === 'edit') {
      // The version read with the row: if someone saved in between, the server refuses it as stale (E409).
      const { brandId, version } = editing.brand;
      return api(updateBrand, { ...values, brandId, version }, options);
    }
    return api(createBrand, values, options);
  };

  return (
    <>
      <ResourceList descriptor={brandList} toolbar={toolbar} rowActions={rowActions} />
      <ResourceForm<BrandFormValues, Brand>
        open={formOpen}
        titleKey={editing.mode === 'edit' ? 'brand.editTitle' : 'brand.createTitle'}
        fields={brandFields}
        initialValues={editInitialValues}
        submit={submit}
        successKey={editing.mode === 'edit' ? 'brand.success.updated' : 'brand.success.created'}
        invalidateKey={catalogKeys.brands()}
        onClose={() => setFormOpen(false)}
      />
      <ResourceDetail
        open={viewingId !== null}
        titleKey="brand.detailTitle"
        queryKey={catalogKeys.brand(viewingId ?? '')}
        load={() => loadBrand(viewingId ?? '')}
        sections={brandDetailSections}
        history={{
          of: (brand) => brand.history,
          statusMap: brandStatusMap,
          eventLabelKeys: brandEventLabelKeys,
        }}
        footer={(brand) => (
          <RowActions
            row={brand}
            variant="button"
            actions={visibleRowActions([editAction, ...brandStatusActions], brand, {
              kind,
              machine: brandMachine,
            })}
            onRun={(action, row) => {
              if (action.key === 'edit') setViewingId(null);
              return runAction(action, row);
            }}
          />
        )}
        onClose={() => setViewingId(null)}
      />
    </>
  );
}
