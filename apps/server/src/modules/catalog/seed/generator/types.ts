// Plain records the catalogue generator emits; a seeding step inserts them with these ids.

/** Goods classification (SPEC §3): wz goods, sg construction/installation work, fw service. */
export type GoodsClassification = 'wz' | 'sg' | 'fw';

export type SkuShelfStatus = 'onShelf' | 'offShelf';

/** UNIT dictionary codes (contract dictionaries.ts) the catalogue sells in; a test keeps them declared. */
export type SalesUnit =
  | 'PCS'
  | 'BOX'
  | 'PCK'
  | 'UNIT'
  | 'EA'
  | 'M'
  | 'ROL'
  | 'CTN'
  | 'SET'
  | 'STK'
  | 'BK'
  | 'PR'
  | 'DPR'
  | 'TOP'
  | 'BTL'
  | 'TM'
  | 'JOB'
  | 'PT';

export type SupplierKind = 'ecommerce' | 'agreement';

/** SPEC §3 supplier codes of the six e-commerce suppliers. */
export type EcommerceSupplierCode = 'jd' | 'suning' | 'zkh' | 'grainger' | 'deli' | 'ehsy';

export type TopCategoryKey =
  | 'office'
  | 'tools'
  | 'fasteners'
  | 'electrical'
  | 'it'
  | 'safety'
  | 'cleaning'
  | 'instruments'
  | 'services';

export interface CatalogCategory {
  id: number;
  /** Hierarchical code: two digits per level, e.g. '03', '0301', '030102'. */
  code: string;
  name: string;
  nameEn: string;
  /** null for a top category. */
  parentId: number | null;
  level: 1 | 2 | 3;
  sortNo: number;
  /** Only leaf categories (level 3) carry goods. */
  isLeaf: boolean;
  topKey: TopCategoryKey;
}

export interface CatalogFrontCategory {
  id: number;
  name: string;
  nameEn: string;
  parentId: number | null;
  level: 1 | 2 | 3;
  sortNo: number;
  /** Back-office leaf categories whose goods this navigation entry lists (level 3 only; empty above). */
  backCategoryIds: number[];
}

export interface CatalogBrand {
  id: number;
  /** Stable key, e.g. 'deli', 'wd-40'. */
  code: string;
  name: string;
  /** English or romanised name (固特 → Gute); equals name for Latin-only brands (3M). */
  nameEn: string;
  description: string;
  /** Leaf categories the brand makes goods in. */
  categoryIds: number[];
  sortNo: number;
}

export interface CatalogSupplier {
  id: number;
  kind: SupplierKind;
  /** SPEC supplier code for e-commerce suppliers; null for framework-agreement suppliers. */
  supplierCode: EcommerceSupplierCode | null;
  /** Platform-wide supplier number, e.g. 'GYS0001'. */
  supplierNo: string;
  /** Short display name, e.g. 京东. */
  name: string;
  nameEn: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  /** Leaf categories the supplier sells in. */
  categoryIds: number[];
  /** Demo login that operates this supplier, when one does (matches the demo organisation name). */
  demoAccount: 'supplier01' | 'supplier02' | null;
}

export interface CatalogShop {
  id: number;
  supplierId: number;
  shopName: string;
  description: string;
  shopNameEn: string;
  descriptionEn: string;
  /** Shop rating out of 5 with one decimal, as a string like '4.8'. */
  rating: string;
  servicePhone: string;
}

export interface CatalogAttributeGroup {
  id: number;
  code: 'basic' | 'spec' | 'package' | 'service';
  name: string;
  nameEn: string;
  sortNo: number;
}

export interface CatalogAttribute {
  id: number;
  /** The leaf category this attribute belongs to. */
  categoryId: number;
  groupId: number;
  name: string;
  nameEn: string;
  sortNo: number;
  /** True when the SKUs of one SPU differ by this attribute (a sales attribute). */
  isVariant: boolean;
}

export interface CatalogAttributeValue {
  id: number;
  attributeId: number;
  value: string;
  /** The English form (englishValue), or the Chinese value when no translation is known. */
  valueEn: string;
  sortNo: number;
}

export interface CatalogChannel {
  id: number;
  code: 'mall' | 'agreement' | 'office' | 'mro' | 'service';
  name: string;
  nameEn: string;
}

export interface CatalogPool {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  description: string;
}

export interface CatalogReference {
  categories: CatalogCategory[];
  frontCategories: CatalogFrontCategory[];
  brands: CatalogBrand[];
  suppliers: CatalogSupplier[];
  shops: CatalogShop[];
  attributeGroups: CatalogAttributeGroup[];
  attributes: CatalogAttribute[];
  attributeValues: CatalogAttributeValue[];
  channels: CatalogChannel[];
  pools: CatalogPool[];
}

export interface CatalogSpu {
  id: number;
  /** Brand, product and the specs all its SKUs share. */
  spuName: string;
  categoryId: number;
  brandId: number;
  supplierId: number;
  shopId: number;
  unit: SalesUnit;
  classification: GoodsClassification;
  /** Storage key of the generated picture (see productPictureSvg). */
  pictureKey: string;
  /** Background hue (0-359) of the picture. */
  pictureHue: number;
  skuCount: number;
  createdAt: Date;
}

export interface SkuAttributeValue {
  attributeId: number;
  valueId: number;
}

export interface CatalogSku {
  id: number;
  spuId: number;
  categoryId: number;
  brandId: number;
  supplierId: number;
  shopId: number;
  /** The supplier's own goods code, unique per supplier. */
  supplierSkuCode: string;
  /** The official (Chinese) name. */
  skuName: string;
  /** The English name buyers see in en-US: the same pattern in English. */
  skuNameEn: string;
  model: string;
  unit: SalesUnit;
  /** Decimal strings with two decimals; marketPrice >= salePrice. */
  salePrice: string;
  marketPrice: string;
  stock: number;
  status: SkuShelfStatus;
  classification: GoodsClassification;
  channelIds: number[];
  poolIds: number[];
  salesCount: number;
  createdAt: Date;
  attributes: SkuAttributeValue[];
  pictureKey: string;
}

export interface SkuBatch {
  /** 0-based position of the batch. */
  index: number;
  /** SPUs whose first SKU is in this batch; an SPU's later SKUs may fall in the next batch. */
  spus: CatalogSpu[];
  skus: CatalogSku[];
}
