import {
  createThirdPartyBrand,
  mapThirdPartyBrand,
  type ThirdPartyBrand,
  thirdPartyBrandGlossary,
  updateThirdPartyBrand,
} from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import type { Editing } from '../../resources/form-for';
import { formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { monitoringKeys } from './keys';
import { monitorOptions, toOptions } from './options';

interface Values {
  supplierId?: string;
  externalCode: string;
  externalName: string;
  brandId: string | null;
}

/** The platform brands to map to, loaded while a form is open. */
function useOptions(open: boolean) {
  return useQuery({ queryKey: monitoringKeys.options(), queryFn: monitorOptions, enabled: open }).data;
}

const brandField = (
  brands: { id: string; name: string }[],
  required: boolean,
): FieldDescriptor<'brandId'> => ({
  kind: 'select',
  name: 'brandId',
  options: toOptions(brands),
  required,
  extraKey: required ? undefined : 'thirdPartyBrand.brandHint',
});

/** The code, name and mapping; a supplier only when creating. */
function useEditFields(open: boolean, editing: Editing<ThirdPartyBrand>): FieldDescriptor<keyof Values>[] {
  const options = useOptions(open);
  const own: FieldDescriptor<keyof Values & string>[] = [
    { kind: 'text', name: 'externalCode' },
    { kind: 'text', name: 'externalName' },
    brandField(options?.brands ?? [], false),
  ];
  if (editing.mode === 'edit') return own;
  const supplier: FieldDescriptor<'supplierId'> = {
    kind: 'select',
    name: 'supplierId',
    options: toOptions(options?.suppliers ?? []),
  };
  return [supplier, ...own];
}

/** The create/edit form; rules and messages come from the calls' schemas. */
export const ThirdPartyBrandForm = formFor(createThirdPartyBrand, updateThirdPartyBrand, {
  texts: 'thirdPartyBrand',
  glossary: thirdPartyBrandGlossary,
  useFields: useEditFields,
  values: ({ externalCode, externalName, brandId }: ThirdPartyBrand): Values => ({
    externalCode,
    externalName,
    brandId,
  }),
  // The version read with the row: a save in between is refused as stale.
  updateInput: (values: Values, { thirdPartyBrandId, version }) => ({
    ...values,
    thirdPartyBrandId,
    version,
  }),
  invalidate: monitoringKeys.thirdPartyBrands(),
});

function useMapFields(open: boolean): FieldDescriptor<'brandId'>[] {
  return [brandField(useOptions(open)?.brands ?? [], true)];
}

/** Maps a third-party brand to a platform brand (a form that only edits: the mapping of an existing row). */
export const ThirdPartyBrandMapForm = formFor(null, mapThirdPartyBrand, {
  texts: 'thirdPartyBrand',
  glossary: thirdPartyBrandGlossary,
  titleKey: () => 'thirdPartyBrand.mapTitle',
  successKey: () => 'thirdPartyBrand.success.mapped',
  useFields: useMapFields,
  values: ({ brandId }: ThirdPartyBrand): Pick<Values, 'brandId'> => ({ brandId }),
  updateInput: (values, { thirdPartyBrandId }) => ({ thirdPartyBrandId, brandId: values.brandId ?? null }),
  invalidate: monitoringKeys.thirdPartyBrands(),
});
