// Stock, price changes and their audit, price history; the change request machine's status labels
// (status.skuChange.<state>) and its action texts (skuChange.action.<event> …).
import { glossaryTexts, pricingGlossary } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';

export default defineTexts(
  {
    pricing: {
      title: {
        stock: '库存管理',
        priceChange: '商品改价',
        changeRequests: '商品变更查询',
        changeAudit: '商品变更审核',
        priceHistory: '价格变更记录',
        stockEditor: '修改库存',
        priceEditor: '修改价格',
      },
      emptyHint: '没有符合条件的商品',
      changeEmptyHint: '没有变更申请',
      historyEmptyHint: '没有价格变更记录',
      field: glossaryTexts(pricingGlossary, 'zh-CN'),
      kind: { price: '价格' },
      source: { direct: '直接修改', approval: '审核通过' },
      skuStatus: {
        '0': '已下架',
        '1': '在售',
        '2': '草稿',
        '3': '待初审',
        '4': '待复审',
        '5': '强制下架',
      },
      marketPriceHint: '不填则保持原市场价',
      onShelfHint: '在售商品改价需运营审核，审核通过前仍按原价销售；其他商品立即生效。',
      action: {
        setStock: '修改库存',
        bulkSetStock: '批量修改库存',
        changePrice: '改价',
        bulkChangePrice: '批量改价',
        priceHistory: '价格记录',
        save: '保存',
      },
      success: {
        stock: '库存已更新',
        price: '直接生效: {{changed}}；待审核: {{requested}}',
      },
      section: { change: '变更内容', request: '申请信息' },
      tab: { basic: '申请详情', history: '审核记录' },
    },
    skuChange: {
      action: { approve: '通过', reject: '驳回', withdraw: '撤回' },
      bulk: { approve: '批量通过', reject: '批量驳回', withdraw: '批量撤回' },
      confirm: {
        approve: '通过该变更？',
        approveHint: '通过后新价格立即生效，搜索、详情与购物车同步显示。',
        reject: '驳回该变更？',
        rejectHint: '驳回后商品保持原价，请填写驳回原因。',
        withdraw: '撤回该变更申请？',
        withdrawHint: '撤回后可重新提交改价。',
      },
      success: { approve: '已通过', reject: '已驳回', withdraw: '已撤回' },
    },
    status: {
      skuChange: { pending: '待审核', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回' },
    },
  },
  {
    pricing: {
      title: {
        stock: 'Stock',
        priceChange: 'Price changes',
        changeRequests: 'Change requests',
        changeAudit: 'Change audit',
        priceHistory: 'Price history',
        stockEditor: 'Set stock',
        priceEditor: 'Change prices',
      },
      emptyHint: 'No goods match',
      changeEmptyHint: 'No change requests',
      historyEmptyHint: 'No price changes',
      field: glossaryTexts(pricingGlossary, 'en-US'),
      kind: { price: 'Price' },
      source: { direct: 'Direct change', approval: 'Approved request' },
      skuStatus: {
        '0': 'Off shelf',
        '1': 'On shelf',
        '2': 'Draft',
        '3': 'Awaiting first audit',
        '4': 'Awaiting second audit',
        '5': 'Forced off shelf',
      },
      marketPriceHint: 'Leave empty to keep the market price',
      onShelfHint:
        'Goods on shelf keep their old price until an operator approves the change; other goods change at once.',
      action: {
        setStock: 'Set stock',
        bulkSetStock: 'Set stock of selected',
        changePrice: 'Change price',
        bulkChangePrice: 'Change prices of selected',
        priceHistory: 'Price history',
        save: 'Save',
      },
      success: {
        stock: 'Stock updated',
        price: 'Changed at once: {{changed}}; awaiting audit: {{requested}}',
      },
      section: { change: 'The change', request: 'Request' },
      tab: { basic: 'Request details', history: 'Audit record' },
    },
    skuChange: {
      action: { approve: 'Approve', reject: 'Reject', withdraw: 'Withdraw' },
      bulk: { approve: 'Approve selected', reject: 'Reject selected', withdraw: 'Withdraw selected' },
      confirm: {
        approve: 'Approve this change?',
        approveHint: 'The new price goes on sale at once: search, details and carts show it.',
        reject: 'Reject this change?',
        rejectHint: 'The goods keep their old price. Give the reason.',
        withdraw: 'Withdraw this change request?',
        withdrawHint: 'You may request a price change again afterwards.',
      },
      success: { approve: 'Approved', reject: 'Rejected', withdraw: 'Withdrawn' },
    },
    status: {
      skuChange: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' },
    },
  },
);
