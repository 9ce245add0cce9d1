// Commodity centre (ucc): goods, their stock states, units and tax rates.
import { type DictDecl, dictItem as item } from '../dictionary-decl';
import { bilingual } from '../texts';
import type { StockState } from './ucc-goods';

/**
 * SKU status: 1 on shelf (buyable, searchable), 0 off shelf (by its supplier); the listing steps before the
 * shelf (2 draft, 3 awaiting first audit, 4 awaiting second audit) and 5 forced off shelf by an operator.
 * Only 1 is buyable or found by search.
 */
export const SkuStatus = {
  offShelf: 0,
  onShelf: 1,
  draft: 2,
  awaitingFirstAudit: 3,
  awaitingSecondAudit: 4,
  forcedOffShelf: 5,
} as const;
export type SkuStatusCode = (typeof SkuStatus)[keyof typeof SkuStatus];
/** Every SKU status, for filters by status. */
export const SKU_STATUSES = [
  SkuStatus.offShelf,
  SkuStatus.onShelf,
  SkuStatus.draft,
  SkuStatus.awaitingFirstAudit,
  SkuStatus.awaitingSecondAudit,
  SkuStatus.forcedOffShelf,
] as const;

/** Stock states e-commerce suppliers report (SPEC §4). */
export const StockStateCode = {
  inStock: '33',
  outOfStock: '34',
  preOrder: '36',
  inTransit: '39',
  allocatable: '40',
} as const;
export type StockStateCode = (typeof StockStateCode)[keyof typeof StockStateCode];

/** The supplier-reported stock state of the storefront's stock state: a few left is still in stock. */
export function stockStateCode(state: StockState): StockStateCode {
  return state === 'outOfStock' ? StockStateCode.outOfStock : StockStateCode.inStock;
}

export const commodityDictionaries = {
  TAX_RATE: {
    name: bilingual('税率', 'Tax rate'),
    open: true,
    items: [
      item('0', '0%', '0%'),
      item('3', '3%', '3%'),
      item('6', '6%', '6%'),
      item('9', '9%', '9%'),
      item('13', '13%', '13%'),
    ],
  },
  STOCK_STATE: {
    name: bilingual('库存状态', 'Stock state'),
    open: false,
    items: [
      item(StockStateCode.inStock, '有货', 'In stock'),
      item(StockStateCode.outOfStock, '无货', 'Out of stock'),
      item(StockStateCode.preOrder, '预订', 'Pre-order'),
      item(StockStateCode.inTransit, '在途', 'In stock, in transit'),
      item(StockStateCode.allocatable, '可配货', 'Can be allocated'),
    ],
  },
  GOODS_CLASS: {
    name: bilingual('商品分类', 'Goods classification'),
    open: false,
    items: [
      item('wz', '物资', 'Goods'),
      item('sg', '施工', 'Construction work'),
      item('fw', '服务', 'Service'),
    ],
  },
  // Goods store a unit's code (skus.unit, spus.unit, order_lines.unit) and show its label in the reader's
  // language; text saved before codes that matched no label is kept and shown as it is.
  UNIT: {
    name: bilingual('计量单位', 'Unit'),
    open: true,
    items: [
      item('PCS', '个', 'piece'),
      item('SET', '套', 'set'),
      item('UNIT', '台', 'unit'),
      item('BOX', '盒', 'box'),
      item('CTN', '箱', 'carton'),
      item('BTL', '瓶', 'bottle'),
      item('PCK', '包', 'pack'),
      item('ROL', '卷', 'roll'),
      item('PR', '副', 'pair'),
      item('BK', '本', 'volume'),
      item('M', '米', 'metre'),
      item('TM', '次', 'time'),
      item('EA', '把', 'each'),
      item('STK', '支', 'stick'),
      item('DPR', '双', 'pair'),
      item('TOP', '顶', 'each'),
      item('JOB', '项', 'job'),
      item('PT', '点', 'point'),
      item('ITM', '件', 'item'),
      item('SHT', '张', 'sheet'),
      item('BAG', '袋', 'bag'),
      item('DRM', '桶', 'drum'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
