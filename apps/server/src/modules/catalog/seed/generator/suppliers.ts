import { LEAF_KEYS } from './categories';
import type { CatalogShop, CatalogSupplier, EcommerceSupplierCode, SupplierKind } from './types';

// Six e-commerce suppliers (SPEC §3 codes) and four framework-agreement suppliers, one shop each.

export interface SupplierDef {
  kind: SupplierKind;
  supplierCode: EcommerceSupplierCode | null;
  name: string;
  nameEn: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  leaves: readonly string[];
  /** Share of the goods the supplier lists, relative to the others covering the same leaf. */
  weight: number;
  /** Price level against the market: agreement prices are negotiated below list. */
  priceFactor: number;
  /** A brand the supplier mostly sells where it makes the goods (得力 sells 得力). */
  ownBrand: string | null;
  /** Prefix of the supplier's own goods codes. */
  skuCodePrefix: string;
  demoAccount: 'supplier01' | 'supplier02' | null;
  shop: {
    shopName: string;
    description: string;
    shopNameEn: string;
    descriptionEn: string;
    rating: string;
    servicePhone: string;
  };
}

const ALL = LEAF_KEYS;
const except = (...keys: string[]) => ALL.filter((key) => !keys.includes(key));
const OFFICE = ['desk-stationery', 'writing', 'paper', 'toner-ink'];
const IT = ['computers', 'monitors', 'printers', 'accessories'];
const MRO = ['wrenches', 'screwdrivers', 'drills', 'grinders', 'screws', 'bolts', 'nuts-washers'];
const ELECTRICAL = ['breakers', 'switches-sockets', 'cables'];
const SAFETY = ['helmets', 'gloves', 'masks'];
const CLEANING = ['cleaning-tools', 'detergents'];
const INSTRUMENTS = ['meters', 'measuring'];

export const SUPPLIER_DEFS: readonly SupplierDef[] = [
  {
    kind: 'ecommerce',
    supplierCode: 'jd',
    priceFactor: 1,
    name: '京东',
    nameEn: 'JD.com',
    companyName: '北京京东世纪贸易有限公司',
    creditCode: '911103026605280000',
    contactName: '京东企业业务',
    contactPhone: '400-880-1001',
    leaves: ALL,
    weight: 30,
    ownBrand: null,
    skuCodePrefix: '1000',
    demoAccount: null,
    shop: {
      shopName: '京东企业购自营旗舰店',
      description: '京东自营正品，211限时达，专属客户经理与增值税专用发票',
      shopNameEn: 'JD Enterprise Purchasing Flagship Store',
      descriptionEn:
        'Genuine goods sold by JD itself, 211 on-time delivery, a dedicated account manager and special VAT invoices',
      rating: '4.9',
      servicePhone: '400-880-1001',
    },
  },
  {
    kind: 'ecommerce',
    supplierCode: 'suning',
    priceFactor: 1.01,
    name: '苏宁易购',
    nameEn: 'Suning',
    companyName: '苏宁易购集团股份有限公司',
    creditCode: '91320000608950000B',
    contactName: '苏宁政企客户部',
    contactPhone: '400-880-1002',
    leaves: [...OFFICE, ...IT, 'switches-sockets', ...CLEANING, 'masks', 'installation', 'repair'],
    weight: 12,
    ownBrand: null,
    skuCodePrefix: '6000',
    demoAccount: null,
    shop: {
      shopName: '苏宁易购企业购官方店',
      description: '家电3C与办公用品一站式采购，送装一体',
      shopNameEn: 'Suning Enterprise Purchasing Official Store',
      descriptionEn: 'Appliances, electronics and office supplies in one place, delivered and installed',
      rating: '4.7',
      servicePhone: '400-880-1002',
    },
  },
  {
    kind: 'ecommerce',
    supplierCode: 'zkh',
    priceFactor: 1.03,
    name: '震坤行',
    nameEn: 'ZKH',
    companyName: '震坤行工业超市（上海）有限公司',
    creditCode: '91310000MA1FL0000C',
    contactName: '震坤行大客户部',
    contactPhone: '400-880-1003',
    leaves: except('computers', 'monitors', 'installation'),
    weight: 20,
    ownBrand: null,
    skuCodePrefix: 'AE',
    demoAccount: null,
    shop: {
      shopName: '震坤行工业超市旗舰店',
      description: 'MRO工业品一站式采购，现货库存，次日达',
      shopNameEn: 'ZKH Industrial Supermarket Flagship Store',
      descriptionEn: 'MRO goods in one place, in stock, delivered the next day',
      rating: '4.8',
      servicePhone: '400-880-1003',
    },
  },
  {
    kind: 'ecommerce',
    supplierCode: 'grainger',
    priceFactor: 1.08,
    name: '固安捷',
    nameEn: 'Grainger',
    companyName: '固安捷（中国）工业品销售有限责任公司',
    creditCode: '91310000717800000D',
    contactName: '固安捷客户服务',
    contactPhone: '400-880-1004',
    leaves: [...MRO, ...ELECTRICAL, ...SAFETY, ...CLEANING, ...INSTRUMENTS],
    weight: 10,
    ownBrand: null,
    skuCodePrefix: '5W',
    demoAccount: null,
    shop: {
      shopName: '固安捷工业品官方旗舰店',
      description: '美国工业品分销商，安全防护与维修工具专家',
      shopNameEn: 'Grainger Industrial Supply Official Flagship Store',
      descriptionEn: 'American industrial distributor, specialist in safety and maintenance tools',
      rating: '4.7',
      servicePhone: '400-880-1004',
    },
  },
  {
    kind: 'ecommerce',
    supplierCode: 'deli',
    priceFactor: 0.97,
    name: '得力',
    nameEn: 'Deli',
    companyName: '得力集团有限公司',
    creditCode: '91330226144000000E',
    contactName: '得力集采服务部',
    contactPhone: '400-880-1005',
    leaves: [...OFFICE, 'printers', 'wrenches', 'screwdrivers', 'measuring', 'cleaning-tools'],
    weight: 14,
    ownBrand: 'deli',
    skuCodePrefix: 'DL',
    demoAccount: null,
    shop: {
      shopName: '得力办公官方旗舰店',
      description: '得力集团官方直供，办公文具、办公设备与工具',
      shopNameEn: 'Deli Office Official Flagship Store',
      descriptionEn: 'Direct from the Deli Group: stationery, office equipment and tools',
      rating: '4.8',
      servicePhone: '400-880-1005',
    },
  },
  {
    kind: 'ecommerce',
    supplierCode: 'ehsy',
    priceFactor: 1.02,
    name: '西域',
    nameEn: 'EHSY',
    companyName: '西域智慧供应链（上海）股份公司',
    creditCode: '91310000MA1G50000F',
    contactName: '西域客户服务',
    contactPhone: '400-880-1006',
    leaves: [...MRO, ...ELECTRICAL, ...SAFETY, ...CLEANING, ...INSTRUMENTS, 'installation'],
    weight: 12,
    ownBrand: null,
    skuCodePrefix: 'XY',
    demoAccount: null,
    shop: {
      shopName: '西域工业品商城旗舰店',
      description: '工业品数字化采购，紧固件与仪器仪表品类齐全',
      shopNameEn: 'EHSY Industrial Mall Flagship Store',
      descriptionEn: 'Digital purchasing of industrial goods, with a full range of fasteners and instruments',
      rating: '4.7',
      servicePhone: '400-880-1006',
    },
  },
  {
    kind: 'agreement',
    supplierCode: null,
    priceFactor: 0.94,
    name: '京津办公',
    nameEn: 'Jingjin Office Supply',
    companyName: '京津办公用品供应有限公司',
    creditCode: '91120116MA06H3LT8E',
    contactName: '王强',
    contactPhone: '13900000001',
    leaves: [...OFFICE, ...IT, ...CLEANING],
    weight: 9,
    ownBrand: null,
    skuCodePrefix: 'JJ',
    demoAccount: 'supplier01',
    shop: {
      shopName: '京津办公用品专营店',
      description: '框架协议供应商，京津冀办公用品与IT设备集中配送',
      shopNameEn: 'Jingjin Office Supplies Store',
      descriptionEn:
        'Framework-agreement supplier: office supplies and IT equipment delivered across Beijing, Tianjin and Hebei',
      rating: '4.6',
      servicePhone: '022-5880-1001',
    },
  },
  {
    kind: 'agreement',
    supplierCode: null,
    priceFactor: 0.93,
    name: '华南工业品',
    nameEn: 'South China Industrial Supply',
    companyName: '华南工业品供应链有限公司',
    creditCode: '91440300MA5F9NKW2G',
    contactName: '刘洋',
    contactPhone: '13900000002',
    leaves: [...MRO, ...ELECTRICAL, ...SAFETY, ...INSTRUMENTS],
    weight: 9,
    ownBrand: null,
    skuCodePrefix: 'HN',
    demoAccount: 'supplier02',
    shop: {
      shopName: '华南工业品旗舰店',
      description: '框架协议供应商，五金工具、紧固件与劳保用品',
      shopNameEn: 'South China Industrial Flagship Store',
      descriptionEn: 'Framework-agreement supplier: hardware tools, fasteners and workwear',
      rating: '4.6',
      servicePhone: '0755-2880-1002',
    },
  },
  {
    kind: 'agreement',
    supplierCode: null,
    priceFactor: 0.95,
    name: '沪工机电',
    nameEn: 'Hugong Electromechanical',
    companyName: '上海沪工机电设备有限公司',
    creditCode: '91310112MA1GB7R54K',
    contactName: '周敏',
    contactPhone: '13900000003',
    leaves: [...ELECTRICAL, ...INSTRUMENTS, 'drills', 'grinders', 'installation', 'repair'],
    weight: 7,
    ownBrand: null,
    skuCodePrefix: 'HG',
    demoAccount: null,
    shop: {
      shopName: '沪工机电专营店',
      description: '框架协议供应商，电工电气、仪器仪表与安装维修服务',
      shopNameEn: 'Hugong Electromechanical Store',
      descriptionEn:
        'Framework-agreement supplier: electrical goods, instruments and installation and repair services',
      rating: '4.5',
      servicePhone: '021-6880-1003',
    },
  },
  {
    kind: 'agreement',
    supplierCode: null,
    priceFactor: 0.94,
    name: '数联信息',
    nameEn: 'Shulian IT',
    companyName: '杭州数联信息技术有限公司',
    creditCode: '91330106MA2H0LQ23P',
    contactName: '吴昊',
    contactPhone: '13900000004',
    leaves: [...IT, 'toner-ink', 'cables', 'installation', 'repair'],
    weight: 7,
    ownBrand: null,
    skuCodePrefix: 'SL',
    demoAccount: null,
    shop: {
      shopName: '数联信息IT专营店',
      description: '框架协议供应商，电脑整机、外设与IT运维服务',
      shopNameEn: 'Shulian IT Store',
      descriptionEn: 'Framework-agreement supplier: computers, peripherals and IT support services',
      rating: '4.6',
      servicePhone: '0571-8880-1004',
    },
  },
];

export function buildSuppliers(leafIdByKey: ReadonlyMap<string, number>): {
  suppliers: CatalogSupplier[];
  shops: CatalogShop[];
} {
  const suppliers = SUPPLIER_DEFS.map(
    (def, index): CatalogSupplier => ({
      id: index + 1,
      kind: def.kind,
      supplierCode: def.supplierCode,
      supplierNo: `GYS${String(index + 1).padStart(4, '0')}`,
      name: def.name,
      nameEn: def.nameEn,
      companyName: def.companyName,
      creditCode: def.creditCode,
      contactName: def.contactName,
      contactPhone: def.contactPhone,
      categoryIds: def.leaves.map((key) => {
        const id = leafIdByKey.get(key);
        if (id === undefined) throw new Error(`supplier ${def.name} names an unknown leaf category ${key}`);
        return id;
      }),
      demoAccount: def.demoAccount,
    }),
  );
  // One shop per supplier, with the same id as its supplier.
  const shops = SUPPLIER_DEFS.map(
    (def, index): CatalogShop => ({ id: index + 1, supplierId: index + 1, ...def.shop }),
  );
  return { suppliers, shops };
}
