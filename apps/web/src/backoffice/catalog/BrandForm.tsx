import { brandGlossary, createBrand, updateBrand } from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import { type BrandFormValues, brandFields, brandFormValues } from './brand-resource';
import { catalogKeys } from './keys';

/** The create/edit brand form; its rules are createBrand's / updateBrand's input schema. */
export const BrandForm = formFor(createBrand, updateBrand, {
  texts: 'brand',
  glossary: brandGlossary,
  fields: brandFields,
  values: brandFormValues,
  updateInput: (values: BrandFormValues, { brandId, version }) => ({ ...values, brandId, version }),
  invalidate: catalogKeys.brands(),
});
