import {
  addMember,
  type CallInput,
  type MemberRow,
  memberGlossary,
  updateMember,
} from '@procuremart/contract';
import { queryOrgTree } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { currentLocale } from '../../i18n';
import { type Editing, formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { memberKeys } from './keys';
import { departmentOptions } from './member-resource';

type Values = CallInput<typeof addMember>;
type Field = FieldDescriptor<keyof Values & string>;

const person: Field[] = [
  { kind: 'text', name: 'userName' },
  { kind: 'text', name: 'employeeNo', extraKey: 'member.employeeNoHint' },
  { kind: 'text', name: 'mobile' },
  { kind: 'text', name: 'email' },
];

/** Where a new member may go: the administrator's own tree, or for an operator every organisation's. */
async function placements(kind: string | null) {
  const kinds =
    kind === 'operator' ? (['external', 'innerSupplier', 'inner'] as const) : (['enterprise'] as const);
  const trees = await Promise.all(kinds.map((treeKind) => api(queryOrgTree, { treeKind })));
  return departmentOptions(
    trees.flatMap((tree) => tree.orgs),
    currentLocale(),
    true,
  );
}

function useMemberFields(open: boolean, editing: Editing<MemberRow>): Field[] {
  const { kind } = useSession();
  const adding = editing.mode === 'create';
  const { data: options = [] } = useQuery({
    queryKey: [...memberKeys.all, 'placements', kind],
    queryFn: () => placements(kind),
    enabled: open && adding,
  });
  if (!adding) return person;
  return [
    { kind: 'text', name: 'username', extraKey: 'member.usernameHint' },
    { kind: 'password', name: 'password', extraKey: 'member.passwordHint' },
    { kind: 'password', name: 'confirmPassword' },
    { kind: 'select', name: 'orgId', labelKey: 'member.field.deptId', options, extraKey: 'member.orgHint' },
    ...person,
  ];
}

/** Add (with the initial password the member changes at the first sign-in) and edit a member. */
export const MemberForm = formFor(addMember, updateMember, {
  texts: 'member',
  glossary: memberGlossary,
  useFields: useMemberFields,
  values: (member: MemberRow) => ({
    userName: member.userName,
    employeeNo: member.employeeNo,
    mobile: member.mobile,
    email: member.email,
  }),
  updateInput: (values: Values, member: MemberRow) => ({
    userId: member.userId,
    userName: values.userName,
    employeeNo: values.employeeNo,
    mobile: values.mobile,
    email: values.email,
  }),
  invalidate: memberKeys.all,
});
