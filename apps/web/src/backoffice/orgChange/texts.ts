// Organisation information change texts: the supplier's merchant base info page, the enterprise administrator's
// account-set page and the operators' audit; the machine's action texts default to its audit labels, state
// labels come from the ORG_INFO_CHANGE_STATE dictionary.
import { dictTexts, glossaryTexts, orgChangeGlossary } from '@procuremart/contract';
import { defineTexts } from '../../i18n/define-texts';

export default defineTexts(
  {
    orgChange: {
      title: { audit: '企业信息变更审核' },
      emptyHint: '没有待审核的信息变更',
      field: glossaryTexts(orgChangeGlossary, 'zh-CN'),
      tab: { values: '变更内容', history: '审核历史' },
      loadError: '信息加载失败',
      submit: '提交审核',
      pending: '变更申请已于 {{at}} 提交，等待平台审核',
      pendingText: '审核通过前，下方“当前信息”仍然有效；审核期间不能再提交新的变更。',
      refused: '上次提交的变更未通过审核（{{at}}）',
      refusedText: '原因：{{reason}}。当前信息保持不变，可修改后重新提交。',
      merchant: {
        title: '商户基本信息',
        change: '申请变更',
        empty: '本商户没有入驻登记的基本信息，请联系平台运营人员',
      },
      accountSet: {
        title: '企业账套信息',
        change: '提交账套信息',
        empty: '尚未登记账套信息，请提交后等待平台审核',
        none: '该企业尚无审核通过的账套信息',
        approvedAt: '审核通过时间：{{at}}',
        tab: '账套信息',
      },
      merchantForm: {
        createTitle: '申请变更商户基本信息',
        success: { created: '变更申请已提交，等待平台审核' },
      },
      accountSetForm: {
        createTitle: '提交企业账套信息',
        success: { created: '账套信息已提交，等待平台审核' },
      },
    },
    orgInfoChange: {
      confirm: { withdrawHint: '撤回后审核随之结束，当前信息保持不变，可重新提交变更。' },
    },
    status: { orgInfoChange: dictTexts('ORG_INFO_CHANGE_STATE', 'zh-CN') },
  },
  {
    orgChange: {
      title: { audit: 'Information change audit' },
      emptyHint: 'No information change is waiting for review',
      field: glossaryTexts(orgChangeGlossary, 'en-US'),
      tab: { values: 'Changes', history: 'History' },
      loadError: 'The information could not be loaded',
      submit: 'Submit for review',
      pending: 'A change submitted at {{at}} is waiting for the platform’s review',
      pendingText:
        'The info on record below stays in use until it is approved; no other change can be submitted meanwhile.',
      refused: 'Your last change was refused ({{at}})',
      refusedText: 'Reason: {{reason}}. The info on record is unchanged; fix it and submit again.',
      merchant: {
        title: 'Merchant base info',
        change: 'Request a change',
        empty: 'Your company has no registered merchant base info: ask the platform operators',
      },
      accountSet: {
        title: 'Account-set info',
        change: 'Submit account-set info',
        empty: 'No account-set info yet: submit it for the platform’s review',
        none: 'This enterprise has no approved account-set info yet',
        approvedAt: 'Approved at {{at}}',
        tab: 'Account set',
      },
      merchantForm: {
        createTitle: 'Request a merchant base info change',
        success: { created: 'Change submitted: waiting for the platform’s review' },
      },
      accountSetForm: {
        createTitle: 'Submit account-set info',
        success: { created: 'Account-set info submitted: waiting for the platform’s review' },
      },
    },
    orgInfoChange: {
      confirm: {
        withdrawHint:
          'Its review ends with it; the info on record stays as it is and a new change may be submitted.',
      },
    },
    status: { orgInfoChange: dictTexts('ORG_INFO_CHANGE_STATE', 'en-US') },
  },
);
