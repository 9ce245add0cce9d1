import { z } from 'zod';
import { defineCall } from '../../define-call';
import { roleGlossary } from '../../glossaries/roles';
import { defineFilters, filter } from '../../list-filters';
import { idSchema, listInput, pageOf } from '../../lists';
import { roleMachine } from '../../machines/role';
import { withHistory } from '../../status-history';
import { remarkSchema } from '../../step-call';
import { bilingual } from '../../texts';
import { PROCESS_PERMISSION } from '../process/process-permissions';
import { limited } from '../umc';
import { ROLE_PERMISSION as P } from './role-permissions';

// Roles (SPEC §2 "User and role administration", "Content and process" roleManagement; §4 stop/restart/delete;
// §7 icasc/common/user/author/role/): operators run every role; an enterprise administrator sees the roles
// granted to its organisation and hands them to its own members.

const roleTarget = roleMachine.audit.target;

export const roleRowSchema = z.object({
  roleId: idSchema,
  roleCode: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  /** The kind of user the role is for (ROLE_KIND: 1 purchaser, 2 supplier, 0 operator). */
  kind: z.number().int(),
  /** ROLE_STATUS (the role machine): 1 active, 0 stopped. */
  status: z.number().int(),
  /** Seeded from ROLE_CODE: the program names it (registration, approvals), so it cannot be deleted. */
  builtIn: z.boolean(),
  /** Holders: every user for an operator; an enterprise administrator counts its own organisation's. */
  userCount: z.number().int(),
  /** Organisations whose administrator may hand the role out (0 shown to an enterprise administrator). */
  orgCount: z.number().int(),
  menuCount: z.number().int(),
  /** The role machine's steps the caller may take now. */
  actions: z.array(z.string()),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleDetailSchema = withHistory(roleRowSchema);
export type RoleDetail = z.infer<typeof roleDetailSchema>;

const scopeNote =
  'An enterprise administrator (purchaser) sees only the roles its organisation may hand out (the built-in buyer ' +
  'and approver, and those granted to it through umc_orgCommit) and only its own organisation’s users; another ' +
  'role or user answers E404, nothing written.';

/** Who runs every role, and who hands out its organisation's. */
const readers = [P.list, P.management] as const;
const authorisers = [P.authority, P.management] as const;

export const selectRoles = defineCall({
  name: 'umc_selectRoles',
  audience: ['operator', 'purchaser'],
  // The approval-process editor picks a level's approving role among them.
  permission: [...readers, PROCESS_PERMISSION.edit],
  summary: `Roles by name, code, kind of user and state, paged, by code. ${scopeNote}`,
  input: listInput(
    defineFilters(roleGlossary, {
      roleName: filter.text(50),
      roleCode: filter.text(100),
      kind: filter.dictNumber('ROLE_KIND'),
      status: filter.dictNumber('ROLE_STATUS'),
    }),
    ['roleCode', 'roleName'] as const,
  ),
  output: pageOf(roleRowSchema),
});

export const selectRole = defineCall({
  name: 'umc_selectRole',
  audience: ['operator', 'purchaser'],
  permission: readers,
  summary: `One role with its state history (newest first). ${scopeNote}`,
  input: z.object({ roleId: idSchema }).strict(),
  output: roleDetailSchema,
});

/** Role codes: letters, digits and `: _ -` (SPEC's codes look like `zone:plan:buyer`). */
const roleCode = limited(100).regex(/^[A-Za-z0-9:_-]+$/, 'role.codeFormat');
const roleNames = { roleName: limited(50), roleNameEn: limited(100) };
const roleKind = z.union([z.literal(0), z.literal(1), z.literal(2)], { message: 'validation.unknownCode' });

export const creatRole = defineCall({
  name: 'umc_creatRole',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.edit,
  audit: {
    target: roleTarget,
    label: bilingual('新增角色', 'Add role'),
    targetKey: 'roleId',
    detailKey: 'roleCode',
  },
  summary:
    'Creates an active role for one kind of user (ROLE_KIND) with a unique code (`role.codeTaken`) and names in ' +
    'both languages; it grants nothing until its menus are configured (umc_configMenus).',
  input: z.object({ roleCode, ...roleNames, kind: roleKind }).strict(),
  output: roleRowSchema,
});

export const updateRole = defineCall({
  name: 'umc_updateRole',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.edit,
  audit: {
    target: roleTarget,
    label: bilingual('编辑角色', 'Edit role'),
    targetKey: 'roleId',
    detailKey: 'roleName',
  },
  summary:
    'Renames a role in both languages. Its code and kind of user stay: the program and its holders rely on them.',
  input: z.object({ roleId: idSchema, ...roleNames }).strict(),
  output: roleRowSchema,
});

const stepInput = z.object({ roleId: idSchema, remark: remarkSchema() }).strict();

export const stopRole = defineCall({
  name: 'umc_stopRole',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.edit,
  audit: {
    target: roleTarget,
    label: bilingual('停用角色', 'Stop role'),
    targetKey: 'roleId',
    detailKey: 'remark',
  },
  summary:
    'Stops an active role (the role machine): its holders keep it but it grants nothing from their next request on.',
  input: stepInput,
  output: roleRowSchema,
});

export const restartRole = defineCall({
  name: 'umc_restartRole',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.edit,
  audit: {
    target: roleTarget,
    label: bilingual('启用角色', 'Restart role'),
    targetKey: 'roleId',
    detailKey: 'remark',
  },
  summary: 'Restarts a stopped role: its menus are granted again from its holders’ next request on.',
  input: stepInput,
  output: roleRowSchema,
});

export const deleteRole = defineCall({
  name: 'umc_deleteRole',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.edit,
  audit: { target: roleTarget, label: bilingual('删除角色', 'Delete role'), targetKey: 'roleId' },
  summary:
    'Deletes a role nobody holds, with its menus and organisation grants. Refused while users hold it, with ' +
    'their count (`role.inUse`), and for a built-in role (`role.builtIn`).',
  input: z.object({ roleId: idSchema }).strict(),
  output: z.object({ roleId: idSchema }),
});

export const roleMenuSchema = z.object({
  menuCode: z.string(),
  parentCode: z.string().nullable(),
  menuName: z.string(),
  menuNameEn: z.string(),
  /** 'group', 'page' or 'access' (a permission for an action in its page). */
  menuType: z.string(),
  /** A page opened from another (a detail), or an access code. */
  hidden: z.boolean(),
  granted: z.boolean(),
});
export type RoleMenu = z.infer<typeof roleMenuSchema>;

export const selectRoleMenus = defineCall({
  name: 'umc_selectRoleMenus',
  audience: ['operator'],
  permission: [P.config, P.resource],
  summary:
    'Every back-office menu (groups, pages, hidden pages and access codes under their page), parents first, each ' +
    'with whether the role grants it.',
  input: z.object({ roleId: idSchema }).strict(),
  output: z.object({ roleId: idSchema, menus: z.array(roleMenuSchema) }),
});

/** At most this many menus, users or organisations change in one call. */
export const ROLE_MAX_CHANGES = 1000;
const codeList = z.array(z.string().trim().min(1).max(100)).max(ROLE_MAX_CHANGES, 'role.tooMany');
const idList = z.array(idSchema).max(ROLE_MAX_CHANGES, 'role.tooMany').optional().default([]);

export const configMenus = defineCall({
  name: 'umc_configMenus',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.config,
  audit: {
    target: roleTarget,
    label: bilingual('配置角色菜单', 'Configure role menus'),
    targetKey: 'roleId',
  },
  summary:
    'Sets the menus and access codes a role grants to exactly `menuCodes` and their parents (a page checked in ' +
    'part is granted; a checked access code brings its page and group). An unknown code is refused ' +
    '(`role.unknownMenu`), nothing written. Holders see the change at their next request.',
  input: z.object({ roleId: idSchema, menuCodes: codeList }).strict(),
  output: roleRowSchema,
});

export const roleUserSchema = z.object({
  userId: idSchema,
  username: z.string(),
  userName: z.string(),
  orgName: z.string().nullable(),
  deptName: z.string().nullable(),
  /** MEMBER_STATUS. */
  status: z.number().int(),
});
export type RoleUser = z.infer<typeof roleUserSchema>;

export const alreadyAndNorUsers = defineCall({
  name: 'umc_alreadyAndNorUsers',
  audience: ['operator', 'purchaser'],
  permission: authorisers,
  summary:
    'The users of the role’s kind who hold it (`assigned: true`) or not yet (`false`), by username or name, paged. ' +
    scopeNote,
  input: listInput(
    defineFilters(roleGlossary, {
      roleId: filter.scope(),
      assigned: filter.flag(),
      keyword: filter.text(50),
    }),
    ['username'] as const,
  ),
  output: pageOf(roleUserSchema),
});

export const roleOrgSchema = z.object({
  orgId: idSchema,
  name: z.string(),
  nameEn: z.string(),
  code: z.string().nullable(),
  orgType: z.string(),
});
export type RoleOrg = z.infer<typeof roleOrgSchema>;

export const alreadyAndNorOrg = defineCall({
  name: 'umc_alreadyAndNorOrg',
  audience: ['operator'],
  permission: P.authority,
  summary:
    'The organisations (top ones, of the role’s kind: purchasing enterprises for a purchaser role) the role is ' +
    'granted to (`assigned: true`) or not yet, by name or code, paged.',
  input: listInput(
    defineFilters(roleGlossary, {
      roleId: filter.scope(),
      assigned: filter.flag(),
      keyword: filter.text(50),
    }),
    ['name'] as const,
  ),
  output: pageOf(roleOrgSchema),
});

export const authUserCommit = defineCall({
  name: 'umc_authUserCommit',
  writes: true,
  touches: ['role', 'member'],
  audience: ['operator', 'purchaser'],
  permission: authorisers,
  audit: {
    target: roleTarget,
    label: bilingual('角色用户授权', 'Grant role to users'),
    targetKey: 'roleId',
    detailKey: 'addUserIds',
  },
  summary:
    'Grants the role to `addUserIds` and withdraws it from `removeUserIds` (the same grants as the member ' +
    'authorisation, umc_authoriseMember). A user of another kind than the role’s is refused ' +
    `(\`role.kindMismatch\`), nothing written. ${scopeNote}`,
  input: z.object({ roleId: idSchema, addUserIds: idList, removeUserIds: idList }).strict(),
  output: roleRowSchema,
});

export const orgCommit = defineCall({
  name: 'umc_orgCommit',
  writes: true,
  touches: ['role'],
  audience: ['operator'],
  permission: P.authority,
  audit: {
    target: roleTarget,
    label: bilingual('角色单位授权', 'Grant role to organisations'),
    targetKey: 'roleId',
    detailKey: 'addOrgIds',
  },
  summary:
    'Grants the role to organisations (their administrators may then hand it to their members) and withdraws it: ' +
    'a withdrawn organisation’s members lose the role too. An organisation of another kind is refused ' +
    '(`role.orgKindMismatch`), nothing written.',
  input: z.object({ roleId: idSchema, addOrgIds: idList, removeOrgIds: idList }).strict(),
  output: roleRowSchema,
});
