// Brand authorisation texts, its machine's action texts (brandAuth.action.<event> …) and status labels
// (status.brandAuth.<state>).
import { brandAuthGlossary, glossaryTexts } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';

export default defineTexts(
  {
    brandAuth: {
      title: {
        supplierList: '我的品牌授权',
        auditList: '品牌授权审核',
        apply: '申请品牌授权',
        applyAgain: '重新申请品牌授权',
      },
      emptyHint: '还没有品牌授权，点击“申请授权”上传品牌方的授权书',
      auditEmptyHint: '没有符合条件的品牌授权',
      expired: '已过期',
      noBrand: '没有匹配的品牌',
      validToHint: '授权书上的截止日期，过期后不能再发布该品牌的商品',
      lettersHint: '上传品牌授权书，支持 .pdf .png .jpg .jpeg，最多 5 个文件',
      filter: { expired: '已过期', valid: '未过期' },
      field: glossaryTexts(brandAuthGlossary, 'zh-CN'),
      section: { basic: '授权信息', record: '维护信息' },
      tab: { basic: '基本信息', letters: '授权书', history: '状态记录' },
      action: {
        apply: '申请授权',
        applyAgain: '重新申请',
        approve: '通过',
        withdraw: '停止授权',
      },
      bulk: {
        approve: '批量通过',
        withdraw: '批量停止授权',
      },
      confirm: {
        approve: '确定通过该品牌授权吗？',
        approveHint: '通过后供应商即可在有效期内发布该品牌的商品',
        rejectHint: '请填写驳回原因，供应商可修改后重新申请',
        stopHint: '停用后供应商不能再发布或修改该品牌的商品，请填写停用原因',
        startHint: '启用后供应商可在有效期内继续发布该品牌的商品',
        withdraw: '确定停止该品牌授权吗？',
        withdrawHint: '停止后不能再发布该品牌的商品，需运营重新启用，请填写原因',
      },
      success: {
        applied: '品牌授权申请已提交，请等待审核',
        approve: '品牌授权已通过',
        withdraw: '品牌授权已停止',
      },
      event: {
        apply: '提交申请',
        approve: '审核通过',
        reject: '审核驳回',
        stop: '运营停用',
        withdraw: '供应商停止',
        start: '运营启用',
        resubmit: '重新申请',
        renew: '续期申请',
      },
    },
    status: { brandAuth: { '1': '待审核', '2': '已生效', '3': '已驳回', '4': '已停用' } },
  },
  {
    brandAuth: {
      title: {
        supplierList: 'My brand authorisations',
        auditList: 'Brand authorisation audit',
        apply: 'Apply for brand authorisation',
        applyAgain: 'Apply again for brand authorisation',
      },
      emptyHint: 'No brand authorisations yet: click Apply and upload the brand owner’s letter',
      auditEmptyHint: 'No brand authorisations match',
      expired: 'Expired',
      noBrand: 'No matching brand',
      validToHint: 'The end date on the letter; after it, goods of this brand can no longer be published',
      lettersHint: 'Upload the authorisation letter: .pdf .png .jpg .jpeg, at most 5 files',
      filter: { expired: 'Expired', valid: 'Not expired' },
      field: glossaryTexts(brandAuthGlossary, 'en-US'),
      section: { basic: 'Authorisation', record: 'Record' },
      tab: { basic: 'Details', letters: 'Letters', history: 'Status history' },
      action: {
        apply: 'Apply',
        applyAgain: 'Apply again',
        approve: 'Approve',
        withdraw: 'Withdraw',
      },
      bulk: {
        approve: 'Approve selected',
        withdraw: 'Withdraw selected',
      },
      confirm: {
        approve: 'Approve this brand authorisation?',
        approveHint: 'The supplier may then publish goods of this brand within the validity',
        rejectHint: 'Give the reason; the supplier may correct it and apply again',
        stopHint: 'The supplier can no longer publish or edit goods of this brand; give the reason',
        startHint: 'The supplier may again publish goods of this brand within the validity',
        withdraw: 'Withdraw this brand authorisation?',
        withdrawHint:
          'Goods of this brand can no longer be published until an operator starts it; give the reason',
      },
      success: {
        applied: 'Application sent; it awaits the audit',
        approve: 'Brand authorisation approved',
        withdraw: 'Brand authorisation withdrawn',
      },
      event: {
        apply: 'Applied',
        approve: 'Approved',
        reject: 'Rejected',
        stop: 'Stopped by operator',
        withdraw: 'Withdrawn by supplier',
        start: 'Started by operator',
        resubmit: 'Applied again',
        renew: 'Renewal applied',
      },
    },
    status: { brandAuth: { '1': 'Awaiting audit', '2': 'In force', '3': 'Rejected', '4': 'Stopped' } },
  },
);
