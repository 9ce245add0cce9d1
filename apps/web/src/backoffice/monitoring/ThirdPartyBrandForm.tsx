import {
  createThirdPartyBrand,
  mapThirdPartyBrand,
  refOf,
  type ThirdPartyBrand,
  updateThirdPartyBrand,
} from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import type { FieldDescriptor } from '../../resources/types';
import { monitoringKeys } from './keys';
import { monitorOptions, toOptions } from './options';

/** What the form does: create, edit (code, name, mapping) or map to a platform brand. */
export type ThirdPartyBrandEditing =
  | { mode: 'create' }
  | { mode: 'edit'; row: ThirdPartyBrand }
  | { mode: 'map'; row: ThirdPartyBrand };

interface Values {
  supplierId?: string;
  externalCode?: string;
  externalName?: string;
  brandId?: string | null;
}

const titles = {
  create: 'thirdPartyBrand.createTitle',
  edit: 'thirdPartyBrand.editTitle',
  map: 'thirdPartyBrand.mapTitle',
} as const;
const successes = {
  create: 'thirdPartyBrand.success.created',
  edit: 'thirdPartyBrand.success.updated',
  map: 'thirdPartyBrand.success.mapped',
} as const;
const schemas = {
  create: createThirdPartyBrand.input,
  edit: updateThirdPartyBrand.input,
  map: mapThirdPartyBrand.input,
};

/** The create/edit/map form; rules and messages come from the call's input schema. */
export function ThirdPartyBrandForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: ThirdPartyBrandEditing;
  onClose: () => void;
}) {
  const options = useQuery({ queryKey: monitoringKeys.options(), queryFn: monitorOptions, enabled: open });
  const fields = useMemo((): FieldDescriptor<keyof Values & string>[] => {
    const brand: FieldDescriptor<'brandId'> = {
      kind: 'select',
      name: 'brandId',
      labelKey: 'thirdPartyBrand.field.brandId',
      options: toOptions(options.data?.brands ?? []),
      required: editing.mode === 'map',
      extraKey: editing.mode === 'map' ? undefined : 'thirdPartyBrand.brandHint',
    };
    if (editing.mode === 'map') return [brand];
    const own: FieldDescriptor<keyof Values & string>[] = [
      { kind: 'text', name: 'externalCode', labelKey: 'thirdPartyBrand.field.externalCode', maxLength: 40 },
      { kind: 'text', name: 'externalName', labelKey: 'thirdPartyBrand.field.externalName', maxLength: 100 },
      brand,
    ];
    if (editing.mode === 'edit') return own;
    const supplier: FieldDescriptor<'supplierId'> = {
      kind: 'select',
      name: 'supplierId',
      labelKey: 'thirdPartyBrand.field.supplierId',
      options: toOptions(options.data?.suppliers ?? []),
    };
    return [supplier, ...own];
  }, [editing.mode, options.data]);

  const initialValues = useMemo((): Values | undefined => {
    if (editing.mode === 'create') return undefined;
    const { externalCode, externalName, brandId } = editing.row;
    return { externalCode, externalName, brandId };
  }, [editing]);

  const submit = (values: Values, callOptions: { notify: false }) => {
    if (editing.mode === 'create') return api(refOf(createThirdPartyBrand), values as never, callOptions);
    const { thirdPartyBrandId, version } = editing.row;
    if (editing.mode === 'map')
      return api(
        refOf(mapThirdPartyBrand),
        { thirdPartyBrandId, brandId: values.brandId ?? null },
        callOptions,
      );
    // The version read with the row: a save in between is refused as stale.
    return api(refOf(updateThirdPartyBrand), { ...values, thirdPartyBrandId, version } as never, callOptions);
  };

  return (
    <ResourceForm<Values, ThirdPartyBrand>
      open={open}
      titleKey={titles[editing.mode]}
      schema={schemas[editing.mode]}
      fields={fields}
      initialValues={initialValues}
      submit={submit}
      successKey={successes[editing.mode]}
      invalidateKey={monitoringKeys.thirdPartyBrands()}
      onClose={onClose}
    />
  );
}
