import type { CatalogChannel, CatalogPool, SupplierKind, TopCategoryKey } from './types';

// Channels say where goods are offered, pools which buyers' catalogues include them.

export const CHANNELS: readonly CatalogChannel[] = [
  { id: 1, code: 'mall', name: '企业商城', nameEn: 'Enterprise Mall' },
  { id: 2, code: 'agreement', name: '协议采购专区', nameEn: 'Agreement Purchasing' },
  { id: 3, code: 'office', name: '办公采购频道', nameEn: 'Office Purchasing' },
  { id: 4, code: 'mro', name: '工业品频道', nameEn: 'MRO Industrial' },
  { id: 5, code: 'service', name: '企业服务频道', nameEn: 'Business Services' },
];

export const POOLS: readonly CatalogPool[] = [
  {
    id: 1,
    code: 'office',
    name: '通用办公商品池',
    nameEn: 'Office Goods Pool',
    description: '办公文具与办公耗材',
  },
  { id: 2, code: 'it', name: 'IT数码商品池', nameEn: 'IT Goods Pool', description: '电脑、外设与配件' },
  {
    id: 3,
    code: 'mro',
    name: 'MRO工业品商品池',
    nameEn: 'MRO Goods Pool',
    description: '工具、紧固件、电工电气与仪器仪表',
  },
  {
    id: 4,
    code: 'safety-cleaning',
    name: '劳保清洁商品池',
    nameEn: 'Safety & Cleaning Pool',
    description: '劳保防护与清洁用品',
  },
  {
    id: 5,
    code: 'service',
    name: '企业服务商品池',
    nameEn: 'Services Pool',
    description: '安装施工与维修服务',
  },
  {
    id: 6,
    code: 'agreement',
    name: '集采协议商品池',
    nameEn: 'Framework Agreement Pool',
    description: '框架协议供应商的协议商品',
  },
  {
    id: 7,
    code: 'featured',
    name: '精选推荐商品池',
    nameEn: 'Featured Goods Pool',
    description: '销量领先的热销商品',
  },
];

const CHANNEL_OF_TOP: Record<TopCategoryKey, number> = {
  office: 3,
  it: 3,
  cleaning: 3,
  tools: 4,
  fasteners: 4,
  electrical: 4,
  safety: 4,
  instruments: 4,
  services: 5,
};

const POOL_OF_TOP: Record<TopCategoryKey, number> = {
  office: 1,
  it: 2,
  tools: 3,
  fasteners: 3,
  electrical: 3,
  instruments: 3,
  safety: 4,
  cleaning: 4,
  services: 5,
};

const AGREEMENT_CHANNEL = 2;
const AGREEMENT_POOL = 6;
const FEATURED_POOL = 7;
/** Sales count from which goods join the featured pool. */
export const FEATURED_SALES = 1500;

/** Every SKU is in the mall and its top category's channel; agreement goods also in the agreement channel. */
export function channelIdsFor(top: TopCategoryKey, supplierKind: SupplierKind): number[] {
  return supplierKind === 'agreement'
    ? [1, AGREEMENT_CHANNEL, CHANNEL_OF_TOP[top]]
    : [1, CHANNEL_OF_TOP[top]];
}

export function poolIdsFor(top: TopCategoryKey, supplierKind: SupplierKind, salesCount: number): number[] {
  const ids = [POOL_OF_TOP[top]];
  if (supplierKind === 'agreement') ids.push(AGREEMENT_POOL);
  if (salesCount >= FEATURED_SALES) ids.push(FEATURED_POOL);
  return ids;
}
