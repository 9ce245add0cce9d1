import {
  type CallInput,
  type CommodityDetail,
  type ListingAttribute,
  type SkuInput,
  SkuStatus,
  type saveSpu,
} from '@procuremart/contract';

/** A supplier edits drafts and goods it took off shelf itself (the server says the same). */
export const EDITABLE_SKU_STATUSES: number[] = [SkuStatus.draft, SkuStatus.offShelf];

/** One SKU row of the form: spec values keyed by attribute id. */
export interface SkuRowValues {
  skuId?: string;
  specs: Record<string, string | undefined>;
  supplierSkuCode: string;
  model: string;
  unit?: string;
  salePrice: string;
  marketPrice: string;
  taxRate?: string;
  stock?: number;
}

export interface CommodityFormValues {
  categoryId?: string;
  brandId?: string;
  spuName: string;
  description: string;
  pictureFileIds: (string | null)[];
  /** Shared attribute values keyed by attribute id. */
  attributes: Record<string, string | undefined>;
  skus: SkuRowValues[];
}

export const emptySkuRow = (): SkuRowValues => ({
  specs: {},
  supplierSkuCode: '',
  model: '',
  salePrice: '',
  marketPrice: '',
  taxRate: '13',
  stock: 0,
});

export const emptyCommodityForm = (): CommodityFormValues => ({
  spuName: '',
  description: '',
  pictureFileIds: [],
  attributes: {},
  skus: [emptySkuRow()],
});

const choices = (values: Record<string, string | undefined>, attrs: { attributeId: string }[]) =>
  attrs.flatMap((a) => {
    const valueId = values[a.attributeId];
    return valueId ? [{ attributeId: a.attributeId, valueId }] : [];
  });

/** The call's input from the form: empty picture slots dropped, attribute maps as lists. */
export function toSaveInput(
  values: CommodityFormValues,
  attributes: ListingAttribute[],
  spuId: string | undefined,
): CallInput<typeof saveSpu> {
  const shared = attributes.filter((a) => !a.isVariant);
  const specs = attributes.filter((a) => a.isVariant);
  return {
    ...(spuId ? { spuId } : {}),
    categoryId: values.categoryId ?? '',
    brandId: values.brandId ?? '',
    spuName: values.spuName,
    description: values.description,
    pictureFileIds: values.pictureFileIds.filter((id): id is string => !!id),
    attributes: choices(values.attributes, shared),
    skus: values.skus.map((sku) => skuInput(sku, specs)),
  };
}

/** One SKU of the call from its form row: the spec values of the given attributes (every picked one otherwise). */
export function skuInput(sku: SkuRowValues, specs?: ListingAttribute[]): SkuInput {
  const picked = specs ?? Object.keys(sku.specs ?? {}).map((attributeId) => ({ attributeId }));
  return {
    ...(sku.skuId ? { skuId: sku.skuId } : {}),
    specs: choices(sku.specs ?? {}, picked),
    supplierSkuCode: sku.supplierSkuCode,
    model: sku.model,
    unit: sku.unit ?? '',
    salePrice: sku.salePrice,
    marketPrice: sku.marketPrice,
    taxRate: sku.taxRate ?? '',
    // A blank stock is refused by the schema before the form is sent.
    stock: sku.stock as number,
  };
}

/** The form from a saved SPU (editing). */
export function fromDetail(spu: CommodityDetail): CommodityFormValues {
  const byAttribute = (list: { attributeId: string; valueId: string }[]) =>
    Object.fromEntries(list.map((c) => [c.attributeId, c.valueId]));
  return {
    categoryId: spu.categoryId,
    brandId: spu.brandId,
    spuName: spu.spuName,
    description: spu.description,
    pictureFileIds: spu.pictures.map((p) => p.fileId),
    attributes: byAttribute(spu.attributes),
    skus: spu.skus.map((sku) => ({
      skuId: sku.skuId,
      specs: byAttribute(sku.specs),
      supplierSkuCode: sku.supplierSkuCode,
      model: sku.model,
      unit: sku.unitCode || undefined,
      salePrice: sku.salePrice,
      marketPrice: sku.marketPrice,
      taxRate: String(Number(sku.taxRate)),
      stock: sku.stock,
    })),
  };
}

/** Server field paths (`attributes`, `skus.1.specs`) as the form's names. */
export function formFieldName(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
