// Roles (umc): a role's state and the kinds of user a role is for, each meaning defined once.
import { UserKindCode } from '../../codes';
import { type DictDecl, dictItem as item } from '../../dictionary-decl';
import { bilingual } from '../../texts';

/** A role's state (roles.status, the role machine): an active role grants its menus, a stopped one nothing. */
export const RoleStatus = { active: 1, stopped: 0 } as const;
export type RoleStatusCode = (typeof RoleStatus)[keyof typeof RoleStatus];

export const roleDictionaries = {
  ROLE_STATUS: {
    name: bilingual('角色状态', 'Role state'),
    open: false,
    items: [
      item(String(RoleStatus.active), '启用', 'Active', 'green'),
      item(String(RoleStatus.stopped), '停用', 'Stopped', 'red'),
    ],
  },
  /**
   * The kind of user a role is for (isProfessionalOrgExt): a role is granted to users of its kind only, since
   * the pages and calls it opens are for that kind's audience.
   */
  ROLE_KIND: {
    name: bilingual('适用用户类型', 'For users of kind'),
    open: false,
    items: [
      item(String(UserKindCode.purchaser), '采购人', 'Purchasers', 'blue'),
      item(String(UserKindCode.supplier), '供应商', 'Suppliers', 'orange'),
      item(String(UserKindCode.operator), '运营人员', 'Operation staff', 'purple'),
    ],
  },
} as const satisfies Record<string, DictDecl>;
