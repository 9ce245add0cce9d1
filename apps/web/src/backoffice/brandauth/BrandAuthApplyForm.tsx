import { applyBrandAuth, type BrandAuthRow, brandAuthGlossary } from '@procuremart/contract';
import { type Editing, formFor } from '../../resources/form-for';
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
  { kind: 'control', name: 'validFrom', control: DayPicker },
  {
    kind: 'control',
    name: 'validTo',
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
  { kind: 'textarea', name: 'remark' },
];

/** Applying again names the authorisation applied for again; a first application names none. */
export interface ApplyContext {
  again?: Pick<BrandAuthRow, 'brandId' | 'brandName'>;
}

/** Applying again keeps the brand: the picker offers that one only. */
const fieldsFor = (editing: Editing<never, ApplyContext>): FieldDescriptor<keyof ApplyValues>[] => {
  const again = editing.mode === 'create' ? editing.again : undefined;
  return [
    again
      ? { ...brandField, kind: 'select', options: [{ value: again.brandId, label: again.brandName }] }
      : brandField,
    ...otherFields,
  ];
};

/**
 * Applies for a brand authorisation, or again for one rejected, stopped or expired (`brandId` preset); the
 * rules are applyBrandAuth's input schema, the server's refusals land under their fields.
 */
export const BrandAuthApplyForm = formFor(applyBrandAuth, null, {
  texts: 'brandAuth',
  glossary: brandAuthGlossary,
  titleKey: (editing) =>
    editing.mode === 'create' && editing.again ? 'brandAuth.title.applyAgain' : 'brandAuth.title.apply',
  successKey: () => 'brandAuth.success.applied',
  fields: fieldsFor,
  blank: ({ again }: ApplyContext): Partial<ApplyValues> => (again ? { brandId: again.brandId } : {}),
  createInput: (values: ApplyValues) => values,
  invalidate: brandAuthKeys.all,
});
