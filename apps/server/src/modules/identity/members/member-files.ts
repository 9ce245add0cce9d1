import { bilingual, memberImportRow, memberListColumns, queryMemberList } from '@procuremart/contract';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { fieldError } from '../../../platform/errors';
import { defineExport, defineImport } from '../../../platform/files/define-file-kinds';
import { departmentNamed } from '../../org';
import { memberList, memberScope } from './member-list';
import { createMember } from './member-writes';

/** The member list as filtered and sorted on the page, with its columns, in the exporter's scope. */
export const memberExport = defineExport({
  kind: 'member',
  audience: queryMemberList.audience,
  permission: queryMemberList.permission ?? 'innerEnterPriseList',
  filters: queryMemberList.input,
  list: memberList(null),
  scope: memberScope,
  columns: { list: memberListColumns },
});

/** One template row: a member of the importer's own organisation, in the department named (or at the top). */
async function importMember(tx: Tx, actor: Actor, row: z.output<typeof memberImportRow>) {
  if (actor.orgId === null) throw fieldError('member.orgRequired', 'deptName');
  const deptId = row.deptName === '' ? actor.orgId : await departmentNamed(tx, actor.orgId, row.deptName);
  if (deptId === null) throw fieldError('member.importDeptNotFound', 'deptName');
  return createMember(tx, actor, row, deptId);
}

/**
 * Member import (xlsx): one new member of the importer's own organisation per row, checked with the add form's
 * rules; each refused row is reported with its reason and the good rows go in.
 */
export const memberImport = defineImport({
  kind: 'member',
  audience: queryMemberList.audience,
  permission: 'innerEnterPriseAdd',
  columns: [
    { field: 'username', title: bilingual('用户名', 'Username'), width: 18 },
    { field: 'password', title: bilingual('初始密码', 'Initial password'), width: 16 },
    { field: 'userName', title: bilingual('姓名', 'Name'), width: 14 },
    { field: 'employeeNo', title: bilingual('工号', 'Employee no.'), width: 12 },
    { field: 'mobile', title: bilingual('手机号', 'Mobile'), width: 14 },
    { field: 'email', title: bilingual('邮箱', 'E-mail'), width: 24 },
    { field: 'deptName', title: bilingual('部门名称', 'Department'), width: 20 },
  ],
  instructions: [
    bilingual(
      '用户名 6-20 位字母、数字或下划线；初始密码 8-20 位，含字母、数字和特殊字符，成员首次登录须修改',
      'Username: 6-20 letters, digits or _; initial password: 8-20 with a letter, a digit and a special character, changed at the first sign-in',
    ),
    bilingual(
      '部门名称留空则成员直属本单位',
      'Leave the department blank to place the member at the organisation itself',
    ),
  ],
  row: memberImportRow,
  perRow: true,
  uniqueField: 'username',
  write: importMember,
});
