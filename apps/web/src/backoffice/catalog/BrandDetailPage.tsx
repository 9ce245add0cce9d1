import { type Brand, brandMachine } from '@procuremart/contract';
import { useState } from 'react';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { RowAction } from '../../resources/types';
import { type BrandEditing, BrandForm } from './BrandForm';
import {
  type BrandDetail,
  brandDetailSections,
  brandEventLabelKeys,
  brandFacts,
  brandStatusActions,
  brandStatusMap,
  brandStatusTag,
  loadBrand,
} from './brand-resource';
import { catalogKeys } from './keys';

/** One brand in its own tab (`brandDetail?brandId=…`): facts, details, status history; edit, enable/disable. */
export default function BrandDetailPage() {
  const [editing, setEditing] = useState<BrandEditing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const actions: RowAction<BrandDetail>[] = [
    {
      key: 'edit',
      labelKey: 'brand.action.edit',
      run: (brand: Brand) => {
        setEditing({ mode: 'edit', brand });
        setFormOpen(true);
      },
    },
    ...brandStatusActions.row,
  ];
  return (
    <ResourceDetailPage<BrandDetail, 'brandDetail'>
      page="brandDetail"
      idParam="brandId"
      queryKey={catalogKeys.brand}
      load={loadBrand}
      recordTitle={(brand) => brand.brandName}
      status={{ of: (brand) => brand.status, statusMap: brandStatusMap, dict: brandStatusTag }}
      facts={brandFacts}
      machine={brandMachine}
      actions={actions}
      invalidateKey={catalogKeys.brands()}
      tabs={[
        { key: 'basic', labelKey: 'brand.tab.basic', sections: brandDetailSections },
        {
          key: 'history',
          labelKey: 'brand.tab.history',
          history: { of: (brand) => brand.history, eventLabelKeys: brandEventLabelKeys },
        },
      ]}
    >
      <BrandForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </ResourceDetailPage>
  );
}
