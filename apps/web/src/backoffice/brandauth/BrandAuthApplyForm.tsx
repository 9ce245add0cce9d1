import { applyBrandAuth, type BrandAuthRow, refOf } from '@procuremart/contract';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { ResourceForm } from '../../resources/ResourceForm';
import type { FieldDescriptor } from '../../resources/types';
import { BrandPicker } from './BrandPicker';
import { DayPicker } from './DayPicker';
import { brandAuthKeys } from './keys';
import { LettersField } from './LettersField';

export interface ApplyValues {
  brandId: string;
  validFrom: string;
  validTo: string;
  letterFileIds: string[];
  remark?: string;
}

const brandField: FieldDescriptor<'brandId'> = {
  kind: 'control',
  name: 'brandId',
  labelKey: 'brandAuth.field.brandName',
  control: BrandPicker,
};

const otherFields: FieldDescriptor<keyof ApplyValues>[] = [
  { kind: 'control', name: 'validFrom', labelKey: 'brandAuth.field.validFrom', control: DayPicker },
  {
    kind: 'control',
    name: 'validTo',
    labelKey: 'brandAuth.field.validTo',
    control: DayPicker,
    extraKey: 'brandAuth.validToHint',
  },
  {
    kind: 'control',
    name: 'letterFileIds',
    labelKey: 'brandAuth.field.letters',
    control: LettersField,
    extraKey: 'brandAuth.lettersHint',
  },
  { kind: 'textarea', name: 'remark', labelKey: 'brandAuth.field.remark' },
];

/**
 * Applies for a brand authorisation, or again for one rejected, stopped or expired (`brandId` preset); the
 * rules are applyBrandAuth's input schema, the server's refusals land under their fields.
 */
export function BrandAuthApplyForm({
  open,
  again,
  onClose,
}: {
  open: boolean;
  /** The authorisation applied for again, if any. */
  again?: Pick<BrandAuthRow, 'brandId' | 'brandName'>;
  onClose: () => void;
}) {
  // Applying again keeps the brand: the picker offers that one only.
  const fields = useMemo<FieldDescriptor<keyof ApplyValues>[]>(
    () => [
      again
        ? { ...brandField, kind: 'select', options: [{ value: again.brandId, label: again.brandName }] }
        : brandField,
      ...otherFields,
    ],
    [again],
  );
  return (
    <ResourceForm<ApplyValues, BrandAuthRow>
      open={open}
      titleKey={again ? 'brandAuth.title.applyAgain' : 'brandAuth.title.apply'}
      schema={applyBrandAuth.input}
      fields={fields}
      initialValues={again ? { brandId: again.brandId } : undefined}
      submit={(values, options) => api(refOf(applyBrandAuth), values, options)}
      successKey="brandAuth.success.applied"
      invalidateKey={brandAuthKeys.all}
      onClose={onClose}
    />
  );
}
