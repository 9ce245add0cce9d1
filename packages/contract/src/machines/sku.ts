import { defineAuditTarget } from '../audit';
import { SkuStatus, type SkuStatusCode } from '../dictionaries';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

/** Menu codes the SKU steps need: the supplier's listing and shelf pages, the operators' audit pages. */
export const SKU_PERMISSION = {
  create: 'commodityCreate',
  listingRequests: 'soldUpList',
  onShelf: 'onShelfCommodity',
  firstAudit: 'newSoldUpList',
  secondAudit: 'newSoldUpTwoList',
  forcedOffShelf: 'ecmnlots',
  query: 'commodityQryList',
  auditRecords: 'commodityAuditRecordList',
} as const;

const listingRequest = {
  who: ['supplier'],
  permission: SKU_PERMISSION.listingRequests,
  guard: 'throwIfListingReviewNotRequired',
} as const;
const directListing = {
  who: ['supplier'],
  permission: SKU_PERMISSION.listingRequests,
  guard: 'throwIfListingReviewRequired',
} as const;

/**
 * A SKU from the supplier's draft to the shelf: a listing request passes a first and a second operator
 * audit (or, when `commodity.listingReviewRequired` is off, goes straight on shelf); each audit is an approval
 * of the approval engine, whose end takes the step ('system', on behalf of the deciding operator, who sees the
 * step on the review pages as the page's permission allows); a rejection sends it
 * back to draft with the reason. The supplier takes it off shelf and asks again to list it; an operator
 * forces it off shelf with a reason, and only an operator restores it.
 */
export const skuMachine = defineMachine({
  name: 'sku',
  audit: {
    target: defineAuditTarget('sku', bilingual('商品', 'SKU')),
    events: {
      submit: bilingual('提交上架审核', 'Submit for listing review'),
      list: bilingual('直接上架', 'List directly'),
      passFirst: bilingual('初审通过', 'Pass first review'),
      rejectFirst: bilingual('初审驳回', 'Reject at first review'),
      passSecond: bilingual('复审通过', 'Pass second review'),
      rejectSecond: bilingual('复审驳回', 'Reject at second review'),
      takeOffShelf: bilingual('下架', 'Take off shelf'),
      forceOffShelf: bilingual('强制下架', 'Force off shelf'),
      restore: bilingual('恢复强制下架商品', 'Restore forced-off SKU'),
    },
    states: {
      [SkuStatus.draft]: bilingual('草稿', 'Draft'),
      [SkuStatus.awaitingFirstAudit]: bilingual('待初审', 'Awaiting first review'),
      [SkuStatus.awaitingSecondAudit]: bilingual('待复审', 'Awaiting second review'),
      [SkuStatus.onShelf]: bilingual('已上架', 'On shelf'),
      [SkuStatus.offShelf]: bilingual('已下架', 'Off shelf'),
      [SkuStatus.forcedOffShelf]: bilingual('强制下架', 'Forced off shelf'),
    },
  },
  states: {
    [SkuStatus.draft]: 'status.sku.2',
    [SkuStatus.awaitingFirstAudit]: 'status.sku.3',
    [SkuStatus.awaitingSecondAudit]: 'status.sku.4',
    [SkuStatus.onShelf]: 'status.sku.1',
    [SkuStatus.offShelf]: 'status.sku.0',
    [SkuStatus.forcedOffShelf]: 'status.sku.5',
  } as Record<SkuStatusCode, string>,
  initial: [SkuStatus.draft, SkuStatus.onShelf],
  transitions: [
    { from: SkuStatus.draft, event: 'submit', to: SkuStatus.awaitingFirstAudit, ...listingRequest },
    { from: SkuStatus.offShelf, event: 'submit', to: SkuStatus.awaitingFirstAudit, ...listingRequest },
    { from: SkuStatus.draft, event: 'list', to: SkuStatus.onShelf, ...directListing },
    { from: SkuStatus.offShelf, event: 'list', to: SkuStatus.onShelf, ...directListing },
    {
      from: SkuStatus.awaitingFirstAudit,
      event: 'passFirst',
      to: SkuStatus.awaitingSecondAudit,
      who: ['operator', 'system'],
      permission: SKU_PERMISSION.firstAudit,
      remark: 'optional',
    },
    {
      from: SkuStatus.awaitingFirstAudit,
      event: 'rejectFirst',
      to: SkuStatus.draft,
      who: ['operator', 'system'],
      permission: SKU_PERMISSION.firstAudit,
      remark: 'required',
    },
    {
      from: SkuStatus.awaitingSecondAudit,
      event: 'passSecond',
      to: SkuStatus.onShelf,
      who: ['operator', 'system'],
      permission: SKU_PERMISSION.secondAudit,
      remark: 'optional',
    },
    {
      from: SkuStatus.awaitingSecondAudit,
      event: 'rejectSecond',
      to: SkuStatus.draft,
      who: ['operator', 'system'],
      permission: SKU_PERMISSION.secondAudit,
      remark: 'required',
    },
    {
      from: SkuStatus.onShelf,
      event: 'takeOffShelf',
      to: SkuStatus.offShelf,
      who: ['supplier'],
      permission: SKU_PERMISSION.onShelf,
      remark: 'optional',
    },
    {
      from: SkuStatus.onShelf,
      event: 'forceOffShelf',
      to: SkuStatus.forcedOffShelf,
      who: ['operator'],
      permission: SKU_PERMISSION.forcedOffShelf,
      remark: 'required',
    },
    {
      from: SkuStatus.offShelf,
      event: 'forceOffShelf',
      to: SkuStatus.forcedOffShelf,
      who: ['operator'],
      permission: SKU_PERMISSION.forcedOffShelf,
      remark: 'required',
    },
    {
      from: SkuStatus.forcedOffShelf,
      event: 'restore',
      to: SkuStatus.onShelf,
      who: ['operator'],
      permission: SKU_PERMISSION.forcedOffShelf,
      remark: 'optional',
    },
  ],
});

export * from './sku-events';
