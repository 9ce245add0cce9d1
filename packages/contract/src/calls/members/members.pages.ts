import { ALL_ROLES, RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { ORG_PERMISSION } from '../org/org-permissions';
import { MEMBER_PERMISSION as P } from './member-permissions';

const admins = [RoleCode.operator, RoleCode.orgAdmin];

/**
 * Members (SPEC §2 "inner org and user management", "innerEnterPriseTransfer/Detail"): one member list with an
 * organisation-type filter, the enterprise administrator's own organisation or, for operators, every
 * organisation (internal enterprise users, merchant users, the operating organisations' managers); and every
 * user's change of password in the account centre. Access codes and the detail take the list's roles.
 */
export default definePages('members', [
  {
    name: P.list,
    parent: 'orgCenter',
    title: bilingual('成员管理', 'Members'),
    icon: 'team',
    roles: admins,
  },
  { name: P.add, kind: 'access', parent: P.list, title: bilingual('新增/导入成员', 'Add or import members') },
  {
    name: P.edit,
    kind: 'access',
    parent: P.list,
    title: bilingual('编辑/停用成员', 'Edit or disable members'),
  },
  {
    name: P.resetPassword,
    kind: 'access',
    parent: P.list,
    title: bilingual('重置密码', 'Reset passwords'),
  },
  {
    name: P.authorise,
    kind: 'access',
    parent: P.list,
    title: bilingual('成员授权', 'Authorise members'),
  },
  {
    name: P.transfer,
    kind: 'access',
    parent: P.list,
    title: bilingual('岗位调动', 'Post transfer'),
  },
  {
    name: 'innerEnterPriseDetail',
    params: ['userId'],
    parent: P.list,
    title: bilingual('成员详情', 'Member'),
    hidden: true,
  },
  {
    // A person with an organisation of its own, opened from the enterprise list (its row is the organisation).
    name: P.individualDetail,
    params: ['orgId'],
    parent: ORG_PERMISSION.external,
    title: bilingual('个人会员详情', 'Individual member'),
    hidden: true,
  },
  {
    name: P.individualEdit,
    kind: 'access',
    parent: P.individualDetail,
    title: bilingual('编辑个人会员', 'Edit individual members'),
  },
  {
    name: 'accountPassword',
    parent: 'accountCenter',
    menuOrder: 30,
    title: bilingual('修改密码', 'Change password'),
    icon: 'key',
    roles: ALL_ROLES,
  },
]);
