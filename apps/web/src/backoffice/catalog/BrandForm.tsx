import { type Brand, createBrand, refOf, updateBrand } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import { type BrandFormValues, brandFields, brandFormValues } from './brand-resource';
import { catalogKeys } from './keys';

/** What the brand form is doing: nothing (closed), creating, or editing a brand read with its version. */
export type BrandEditing = { mode: 'create' } | { mode: 'edit'; brand: Brand };

/** The create/edit brand form; its rules are createBrand's / updateBrand's input schema. */
export function BrandForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: BrandEditing;
  onClose: () => void;
}) {
  const initialValues = useMemo(
    () => (editing.mode === 'edit' ? brandFormValues(editing.brand) : undefined),
    [editing],
  );
  const submit = (values: BrandFormValues, options: { notify: false }) => {
    if (editing.mode === 'edit') {
      // The version read with the record: if someone saved in between, the server refuses it as stale (E409).
      const { brandId, version } = editing.brand;
      return api(refOf(updateBrand), { ...values, brandId, version }, options);
    }
    return api(refOf(createBrand), values, options);
  };
  const isEdit = editing.mode === 'edit';
  return (
    <ResourceForm<BrandFormValues, Brand>
      open={open}
      titleKey={isEdit ? 'brand.editTitle' : 'brand.createTitle'}
      schema={isEdit ? updateBrand.input : createBrand.input}
      fields={brandFields}
      initialValues={initialValues}
      submit={submit}
      successKey={isEdit ? 'brand.success.updated' : 'brand.success.created'}
      invalidateKey={catalogKeys.brands()}
      onClose={onClose}
    />
  );
}
