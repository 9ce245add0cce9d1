import {
  type CallInput,
  creatRole,
  DICTIONARIES,
  type RoleRow,
  roleGlossary,
  updateRole,
} from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { roleKeys } from './keys';

type Values = CallInput<typeof creatRole>;
type Field = FieldDescriptor<keyof Values & string>;

const kinds = DICTIONARIES.ROLE_KIND.items.map((item) => ({
  value: Number(item.code),
  labels: { 'zh-CN': item.label, 'en-US': item.labelEn },
}));

const names: Field[] = [
  { kind: 'text', name: 'roleName' },
  { kind: 'text', name: 'roleNameEn' },
];

/** Add a role (its code and kind of user are fixed from then on) and rename it. */
export const RoleForm = formFor(creatRole, updateRole, {
  texts: 'role',
  glossary: roleGlossary,
  fields: (editing) =>
    editing.mode === 'create'
      ? [
          { kind: 'text', name: 'roleCode', extraKey: 'role.codeHint' },
          ...names,
          { kind: 'select', name: 'kind', options: kinds, extraKey: 'role.kindHint' },
        ]
      : names,
  values: (role: RoleRow) => ({ roleName: role.roleName, roleNameEn: role.roleNameEn }),
  updateInput: (values: Values, role: RoleRow) => ({
    roleId: role.roleId,
    roleName: values.roleName,
    roleNameEn: values.roleNameEn,
  }),
  openAfterCreate: { page: 'roleConfig', params: (role) => ({ roleId: role.roleId }) },
  invalidate: roleKeys.all,
});
