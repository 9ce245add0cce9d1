// Registration audit (umc): the states and kinds of an organisation's application, each meaning defined once.
import { OrgType } from '../../codes';
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';
import { BusinessKind, type BusinessKindCode } from '../process/process.dictionaries';

/**
 * An organisation's registration application (the org application machine). Decision (SPEC names "pending
 * review" and "passed" only): a refused application goes back to its applicant to fix and resubmit; a released
 * one gave up its credit code and name (an operator's step) and is final.
 */
export const OrgApplicationState = {
  pending: '01',
  passed: '02',
  refused: '03',
  released: '04',
} as const;
export type OrgApplicationStateCode = (typeof OrgApplicationState)[keyof typeof OrgApplicationState];

/** What registered: a purchasing enterprise or a supplier (merchant), coded as its organisation type (ORG_TYPE). */
export const OrgApplicationKind = { enterprise: OrgType.enterprise, supplier: OrgType.supplier } as const;
export type OrgApplicationKindCode = (typeof OrgApplicationKind)[keyof typeof OrgApplicationKind];

/**
 * The platform audit (approval engine kind) a registration goes through: an enterprise's the organisation audit,
 * a supplier's (its merchant base info) the merchant audit.
 */
export const registrationAuditKind = (kind: string): BusinessKindCode =>
  kind === OrgApplicationKind.supplier ? BusinessKind.merchantAudit : BusinessKind.orgAudit;

export const orgAuditDictionaries = {
  ORG_APPLICATION_STATE: {
    name: bilingual('注册审核状态', 'Registration audit state'),
    open: false,
    items: [
      item(OrgApplicationState.pending, '待审核', 'Pending review', 'orange'),
      item(OrgApplicationState.passed, '审核通过', 'Passed', 'green'),
      item(OrgApplicationState.refused, '审核驳回', 'Refused', 'red'),
      item(OrgApplicationState.released, '已释放', 'Released', 'default'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
