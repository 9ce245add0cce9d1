import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The member fields' labels: the member list, its filters and export, the forms and the detail. */
export const memberGlossary = defineGlossary('member.field', {
  userId: bilingual('用户编号', 'User no.'),
  username: bilingual('用户名', 'Username'),
  userName: bilingual('姓名', 'Name'),
  employeeNo: bilingual('工号', 'Employee no.'),
  mobile: bilingual('手机号', 'Mobile'),
  email: bilingual('邮箱', 'E-mail'),
  orgId: bilingual('所属单位', 'Organisation'),
  orgName: bilingual('所属单位', 'Organisation'),
  orgType: bilingual('单位类型', 'Organisation type'),
  deptId: bilingual('所属部门', 'Department'),
  deptName: bilingual('所属部门', 'Department'),
  roleCode: bilingual('角色', 'Role'),
  roleNames: bilingual('角色', 'Roles'),
  status: bilingual('状态', 'State'),
  mustChangePassword: bilingual('待修改密码', 'Must change password'),
  password: bilingual('初始密码', 'Initial password'),
  confirmPassword: bilingual('确认密码', 'Confirm password'),
  createdAt: bilingual('创建时间', 'Created at'),
  lastLoginAt: bilingual('最近登录', 'Last sign-in'),
  address: bilingual('地址', 'Address'),
  orgState: bilingual('会员状态', 'Membership state'),
});
