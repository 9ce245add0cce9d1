// Approval processes (cfc): the business kinds a process is for, a version's and a running approval's states,
// and what a level's conditions and approvers may be. Each meaning defined once.
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';

/**
 * The business kinds an approval runs for. Each kind's facts (what its conditions read) are supplied by the
 * business domain that starts the approval: order approval supplies the checkout total, the categories of
 * its goods, the applicant's department, the pay method and whether the buyer's monthly limit is exceeded.
 */
export const BusinessKind = {
  orderApproval: 'orderApproval',
  agreementAudit: 'agreementAudit',
  budgetAdjustment: 'budgetAdjustment',
  findGoodsRequest: 'findGoodsRequest',
  creditLine: 'creditLine',
  priceChange: 'priceChange',
  listingAudit: 'listingAudit',
  brandAuthorisation: 'brandAuthorisation',
  orgAudit: 'orgAudit',
  merchantAudit: 'merchantAudit',
  /** A supplier's change of its merchant base info (calls/org/org-change.dictionaries.ts). */
  merchantInfoChange: 'merchantInfoChange',
  /** An enterprise's account-set info submitted by its administrator. */
  accountSetAudit: 'accountSetAudit',
} as const;
export type BusinessKindCode = (typeof BusinessKind)[keyof typeof BusinessKind];
export const BUSINESS_KINDS = Object.values(BusinessKind) as [BusinessKindCode, ...BusinessKindCode[]];

/**
 * The kinds the platform decides (audits of what organisations and suppliers submit to it): their approvals run
 * on the platform's process of the kind, decided by operators (the platform organisation's role and station
 * holders); by default one level, any one holder of the operation administrator role. Every other kind is
 * decided inside the applicant's own organisation.
 */
export const PLATFORM_AUDIT_KINDS: readonly BusinessKindCode[] = [
  BusinessKind.orgAudit,
  BusinessKind.merchantAudit,
  BusinessKind.merchantInfoChange,
  BusinessKind.accountSetAudit,
  BusinessKind.listingAudit,
  BusinessKind.priceChange,
  BusinessKind.brandAuthorisation,
];

/** A process version (the process-version machine): drafted, published (one per process at a time), retired. */
export const ProcessVersionStatus = { drafted: 0, published: 1, retired: 2 } as const;
export type ProcessVersionStatusCode = (typeof ProcessVersionStatus)[keyof typeof ProcessVersionStatus];

/**
 * One approval of one subject: running until its last level passes (approved) or a task is rejected; cancelled
 * when its subject is withdrawn while it runs (a withdrawn price change, a released registration): nobody decides
 * it any more, and its domain, which withdrew it, hears nothing.
 */
export const ApprovalRunStatus = { running: 0, approved: 1, rejected: 2, cancelled: 3 } as const;
export type ApprovalRunStatusCode = (typeof ApprovalRunStatus)[keyof typeof ApprovalRunStatus];

/**
 * One approver's task: open until decided; delegated when handed to someone else (who gets a new task);
 * closed when its level or its approval ended without it (another approver of an any-one level decided, or
 * the approval was rejected).
 */
export const ApprovalTaskStatus = { open: 0, approved: 1, rejected: 2, delegated: 3, closed: 4 } as const;
export type ApprovalTaskStatusCode = (typeof ApprovalTaskStatus)[keyof typeof ApprovalTaskStatus];

export const processDictionaries = {
  BUSINESS_KIND: {
    name: bilingual('审批业务', 'Approval business'),
    open: false,
    items: [
      item(BusinessKind.orderApproval, '订单审批', 'Order approval'),
      item(BusinessKind.agreementAudit, '协议审核', 'Agreement audit'),
      item(BusinessKind.budgetAdjustment, '预算调整', 'Budget adjustment'),
      item(BusinessKind.findGoodsRequest, '寻源找货', 'Find-goods request'),
      item(BusinessKind.creditLine, '授信额度', 'Credit line'),
      item(BusinessKind.priceChange, '调价审核', 'Price change'),
      item(BusinessKind.listingAudit, '上架审核', 'Listing audit'),
      item(BusinessKind.brandAuthorisation, '品牌授权审核', 'Brand authorisation'),
      item(BusinessKind.orgAudit, '单位审核', 'Organisation audit'),
      item(BusinessKind.merchantAudit, '商户审核', 'Merchant audit'),
      item(BusinessKind.merchantInfoChange, '商户信息变更审核', 'Merchant info change'),
      item(BusinessKind.accountSetAudit, '账套信息审核', 'Account-set info audit'),
    ],
  },
  PROCESS_VERSION_STATUS: {
    name: bilingual('流程版本状态', 'Process version state'),
    open: false,
    items: [
      item(String(ProcessVersionStatus.drafted), '草稿', 'Draft', 'default'),
      item(String(ProcessVersionStatus.published), '已发布', 'Published', 'green'),
      item(String(ProcessVersionStatus.retired), '已停用', 'Retired', 'red'),
    ],
  },
  APPROVAL_RUN_STATUS: {
    name: bilingual('审批状态', 'Approval state'),
    open: false,
    items: [
      item(String(ApprovalRunStatus.running), '审批中', 'In approval', 'blue'),
      item(String(ApprovalRunStatus.approved), '已通过', 'Approved', 'green'),
      item(String(ApprovalRunStatus.rejected), '已驳回', 'Rejected', 'red'),
      item(String(ApprovalRunStatus.cancelled), '已撤销', 'Cancelled', 'default'),
    ],
  },
  APPROVAL_TASK_STATUS: {
    name: bilingual('审批任务状态', 'Approval task state'),
    open: false,
    items: [
      item(String(ApprovalTaskStatus.open), '待处理', 'Open', 'blue'),
      item(String(ApprovalTaskStatus.approved), '同意', 'Approved', 'green'),
      item(String(ApprovalTaskStatus.rejected), '驳回', 'Rejected', 'red'),
      item(String(ApprovalTaskStatus.delegated), '已转办', 'Delegated', 'orange'),
      item(String(ApprovalTaskStatus.closed), '无需处理', 'Closed', 'default'),
    ],
  },
  APPROVAL_CONDITION: {
    name: bilingual('审批条件', 'Approval condition'),
    open: false,
    items: [
      item('amount', '金额', 'Amount'),
      item('category', '商品分类', 'Category'),
      item('department', '部门', 'Department'),
      item('payMethod', '支付方式', 'Pay method'),
      item('budgetOverrun', '超出预算或额度', 'Budget or limit overrun'),
    ],
  },
  APPROVER_KIND: {
    name: bilingual('审批人类型', 'Approver kind'),
    open: false,
    items: [
      item('role', '角色', 'Role'),
      item('user', '指定人员', 'Named person'),
      item('deptHead', '申请人部门负责人', "Applicant's department head"),
      item('station', '岗位', 'Station'),
    ],
  },
  APPROVAL_MODE: {
    name: bilingual('审批方式', 'Approval mode'),
    open: false,
    items: [
      item('any', '或签（一人同意即可）', 'Any one approves'),
      item('all', '会签（全部同意）', 'All must approve'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
