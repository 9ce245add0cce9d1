// Organisation information changes (umc): what an organisation submits to the platform after its registration
// passed, each meaning defined once.
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';
import { BusinessKind, type BusinessKindCode } from '../process/process.dictionaries';

/**
 * What a change is for. `merchantInfo`: a supplier's merchant base info (legal person, contacts, address,
 * settlement bank, brands) beyond what it registered; its name, credit code, shop and categories are not changed
 * here (they are the organisation's identity and the catalogue's). `accountSet`: an enterprise's account set
 * (账套), the finance identity invoices and settlements are made out to (decision, SPEC names only the page:
 * account-set name, taxpayer id, taxpayer type, bank and account, registered address and phone, the fields a
 * special VAT invoice needs). Both are audited by operators on the approval engine; the live info stays as it
 * is until the change is approved.
 */
export const OrgInfoChangeKind = { merchantInfo: 'merchantInfo', accountSet: 'accountSet' } as const;
export type OrgInfoChangeKindCode = (typeof OrgInfoChangeKind)[keyof typeof OrgInfoChangeKind];

/**
 * The fields of each kind of change (umc-org-change.ts: merchantInfoSchema, accountSetSchema), in the order forms
 * and comparisons show them: what a change may set, what the server picks and applies, what the pages list.
 */
export const ORG_CHANGE_FIELDS = {
  [OrgInfoChangeKind.merchantInfo]: [
    'legalPerson',
    'contactName',
    'contactMobile',
    'address',
    'bankName',
    'bankAccount',
    'brandNames',
  ],
  [OrgInfoChangeKind.accountSet]: [
    'accountName',
    'taxNo',
    'taxpayerType',
    'bankName',
    'bankAccount',
    'registeredAddress',
    'registeredPhone',
  ],
} as const;

/**
 * One change request: pending its audit, then approved (applied) or refused (the live info unchanged), or withdrawn
 * by its organisation while pending (the live info unchanged, its audit ended unanswered).
 */
export const OrgInfoChangeState = { pending: '01', approved: '02', refused: '03', withdrawn: '04' } as const;
export type OrgInfoChangeStateCode = (typeof OrgInfoChangeState)[keyof typeof OrgInfoChangeState];

/** The approval engine's kind a change is audited as. */
export const orgInfoChangeAuditKind = (kind: string): BusinessKindCode =>
  kind === OrgInfoChangeKind.merchantInfo ? BusinessKind.merchantInfoChange : BusinessKind.accountSetAudit;

/** A taxpayer's VAT status (an account set's): a general taxpayer may deduct input VAT, a small-scale one not. */
export const TaxpayerType = { general: '01', smallScale: '02' } as const;

export const orgChangeDictionaries = {
  ORG_INFO_CHANGE_KIND: {
    name: bilingual('信息变更类型', 'Information change kind'),
    open: false,
    items: [
      item(OrgInfoChangeKind.merchantInfo, '商户基本信息', 'Merchant base info'),
      item(OrgInfoChangeKind.accountSet, '企业账套信息', 'Account-set info'),
    ],
  },
  ORG_INFO_CHANGE_STATE: {
    name: bilingual('信息变更状态', 'Information change state'),
    open: false,
    items: [
      item(OrgInfoChangeState.pending, '待审核', 'Pending review', 'orange'),
      item(OrgInfoChangeState.approved, '已通过', 'Approved', 'green'),
      item(OrgInfoChangeState.refused, '已驳回', 'Refused', 'red'),
      item(OrgInfoChangeState.withdrawn, '已撤回', 'Withdrawn', 'default'),
    ],
  },
  TAXPAYER_TYPE: {
    name: bilingual('纳税人类型', 'Taxpayer type'),
    open: false,
    items: [
      item(TaxpayerType.general, '一般纳税人', 'General taxpayer'),
      item(TaxpayerType.smallScale, '小规模纳税人', 'Small-scale taxpayer'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
