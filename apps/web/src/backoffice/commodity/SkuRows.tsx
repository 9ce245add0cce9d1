import type { ListingAttribute } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';
import type { LineCell } from '../../resources/define-lines';
import { LinesEditor } from '../../resources/LinesEditor';
import type { SkuRowValues } from './commodity-form-values';
import { skuLines } from './sku-lines';

/** The cells of the category's spec attributes: each SKU picks a value of every one. */
export function useSpecCells(specs: ListingAttribute[]): LineCell<SkuRowValues>[] {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return specs.map((a) => ({
    name: ['specs', a.attributeId] as const,
    title: nameOf(a.name, a.nameEn),
    itemField: 'specs',
    control: {
      kind: 'select',
      options: a.values.map((v) => ({ value: v.valueId, label: nameOf(v.value, v.valueEn) })),
    },
    rules: [
      { required: true, message: t('commodity.attributeRequired', { name: nameOf(a.name, a.nameEn) }) },
    ],
  }));
}

/** The SKU rows of the goods form (`skus`): the spec attributes' values, then the SKU's own fields. */
export function SkuRows({ specs }: { specs: ListingAttribute[] }) {
  return <LinesEditor lines={skuLines} moreCells={useSpecCells(specs)} />;
}
