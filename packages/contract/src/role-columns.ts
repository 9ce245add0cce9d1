import type { RoleOrg, RoleRow, RoleUser } from './calls/roles/umc-roles';
import { roleGlossary } from './glossaries/roles';
import { defineColumns } from './list-columns';

type Field = keyof typeof roleGlossary.labels;

/** The role list's columns (operators' roleList, the enterprise administrator's roleManagement). */
export const roleListColumns = defineColumns<RoleRow, Field>(roleGlossary, [
  { field: 'roleCode', sortField: 'roleCode', width: 24 },
  { field: 'roleName', sortField: 'roleName', width: 18, view: { kind: 'localName', enField: 'roleNameEn' } },
  { field: 'kind', width: 12, view: { kind: 'dict', code: 'ROLE_KIND' } },
  { field: 'status', width: 10, view: { kind: 'dict', code: 'ROLE_STATUS' } },
  { field: 'userCount', width: 10 },
  { field: 'orgCount', width: 10 },
  { field: 'menuCount', width: 12 },
]);

/** The users a role is or is not yet granted to (roleAuthority, roleManagement). */
export const roleUserColumns = defineColumns<RoleUser, Field>(roleGlossary, [
  { field: 'username', sortField: 'username', width: 18 },
  { field: 'userName', width: 14 },
  { field: 'orgName', width: 26 },
  { field: 'deptName', width: 16 },
]);

/** The organisations a role is or is not yet granted to (roleAuthority). */
export const roleOrgColumns = defineColumns<RoleOrg, Field>(roleGlossary, [
  { field: 'name', sortField: 'name', width: 30, view: { kind: 'localName', enField: 'nameEn' } },
  { field: 'code', width: 16 },
  { field: 'orgType', width: 16, view: { kind: 'dict', code: 'ORG_TYPE' } },
]);
