import { type Brand, brandGlossary, brandMachine } from '@procuremart/contract';
import { useEditing } from '../../resources/form-for';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { RowAction } from '../../resources/types';
import { BrandForm } from './BrandForm';
import {
  type BrandDetail,
  brandDetailSections,
  brandFacts,
  brandList,
  brandStatusActions,
  loadBrand,
} from './brand-resource';
import { catalogKeys } from './keys';

/** One brand in its own tab (`brandDetail?brandId=…`): facts, details, status history; edit, enable/disable. */
export default function BrandDetailPage() {
  const form = useEditing<Brand>({ mode: 'create' });
  const actions: RowAction<BrandDetail>[] = [
    {
      key: 'edit',
      labelKey: 'brand.action.edit',
      run: (brand: Brand) => form.edit({ mode: 'edit', record: brand }),
    },
    ...brandStatusActions.row,
  ];
  return (
    <ResourceDetailPage<BrandDetail, 'brandDetail'>
      glossary={brandGlossary}
      page="brandDetail"
      idParam="brandId"
      queryKey={catalogKeys.brand}
      load={loadBrand}
      recordTitle={(brand) => brand.brandName}
      status={{ of: (brand) => brand.status, dict: { code: 'BRAND_STATUS' } }}
      facts={brandFacts}
      columns={brandList.columns}
      machine={brandMachine}
      actions={actions}
      invalidateKey={catalogKeys.brands()}
      tabs={[
        { key: 'basic', labelKey: 'brand.tab.basic', sections: brandDetailSections },
        {
          key: 'history',
          labelKey: 'brand.tab.history',
          history: { of: (brand) => brand.history },
        },
      ]}
    >
      <BrandForm {...form.props} />
    </ResourceDetailPage>
  );
}
