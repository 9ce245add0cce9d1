// Members (umc): a member's account state and the role codes, each meaning defined once.
import { RoleCode } from '../../codes';
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';

/** A member's account (users.status): enabled members sign in, disabled ones are refused and signed out. */
export const MemberStatus = { enabled: 1, disabled: 0 } as const;
export type MemberStatusCode = (typeof MemberStatus)[keyof typeof MemberStatus];

export const memberDictionaries = {
  MEMBER_STATUS: {
    name: bilingual('账号状态', 'Account state'),
    open: false,
    items: [
      item(String(MemberStatus.enabled), '启用', 'Enabled', 'green'),
      item(String(MemberStatus.disabled), '停用', 'Disabled', 'red'),
    ],
  },
  /** The roles' names (the access domain seeds its roles with them). */
  ROLE_CODE: {
    name: bilingual('角色', 'Role'),
    open: false,
    items: [
      item(RoleCode.buyer, '采购员', 'Purchaser'),
      item(RoleCode.buyerAlt, '部门采购员', 'Department purchaser'),
      item(RoleCode.externalBuyer, '外部企业采购员', 'External enterprise purchaser'),
      item(RoleCode.paymentPlanner, '付款计划员', 'Payment planner'),
      item(RoleCode.approver, '审批人', 'Approver'),
      item(RoleCode.orgAdmin, '企业管理员', 'Enterprise administrator'),
      item(RoleCode.supplier, '供应商', 'Supplier'),
      item(RoleCode.operator, '运营管理员', 'Operations administrator'),
      item(RoleCode.operatorStaff, '运营专员', 'Operations staff'),
      item(RoleCode.zoneOrderQuery, '区域订单查询员', 'Zone order clerk'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
