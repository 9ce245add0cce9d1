import type { GoodsClassification, SalesUnit } from '../types';

export type AttributeGroupCode = 'basic' | 'spec' | 'package' | 'service';

/** One spec dimension of a product kind; it becomes an attribute of the leaf category. */
export interface SpecDimension {
  name: string;
  nameEn: string;
  group: AttributeGroupCode;
  values: readonly string[];
  /** Price multiplier per value, aligned with values; 1 for every value when absent. */
  factors?: readonly number[];
  /** Whether the value is written in the SKU name; true when absent. */
  inName?: boolean;
}

export interface ModelContext {
  /** Random per SPU, 0..999999: the same for all SKUs of one SPU. */
  code: number;
  /** 0-based position of the SKU in its SPU. */
  variant: number;
  /** Brand code, e.g. 'chint'. */
  brand: string;
  /** The brand's model prefix, e.g. 'NXB-63'. */
  prefix: string;
  /** The SKU's values, aligned with the kind's dims. */
  values: readonly string[];
}

export type ModelFn = (context: ModelContext) => string;

/** A product a leaf category sells, e.g. 内六角圆柱头螺钉 or 小型断路器. */
export interface ProductKind {
  name: string;
  nameEn: string;
  unit: SalesUnit;
  /** Sale price range in yuan of the cheapest variant (every factor 1) at brand price level 1. */
  price: readonly [number, number];
  dims: readonly SpecDimension[];
  /** Index of the dim whose values tell the SKUs of one SPU apart. */
  variantDim: number;
  model: ModelFn;
  /** Where the model goes in the SKU name; 'after' when absent. */
  modelPlacement?: 'before' | 'after' | 'none';
  /** Brand codes that make this kind; every brand of the leaf when absent. */
  brands?: readonly string[];
  classification?: GoodsClassification;
  /** Share among the kinds of its leaf; 1 when absent. */
  weight?: number;
}

export interface LeafTemplate {
  /** Leaf category key from categories.ts. */
  leaf: string;
  /** Share of all SPUs. */
  weight: number;
  kinds: readonly ProductKind[];
}
