import { type MemberRow, transferMember } from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../i18n';
import { formFor } from '../../resources/form-for';
import type { FieldDescriptor } from '../../resources/types';
import { memberKeys } from './keys';
import { departmentOptions, enterpriseTree } from './member-resource';

/** The member moved (post transfer). */
export interface TransferContext {
  member: MemberRow;
}

function useTransferFields(open: boolean, editing: { mode: string } & Partial<TransferContext>) {
  const member = editing.member;
  const { data: options = [] } = useQuery({
    queryKey: memberKeys.departments(member?.orgId ?? ''),
    queryFn: async () => departmentOptions(await enterpriseTree(member?.orgId), currentLocale(), true),
    enabled: open && member !== undefined,
  });
  const field: FieldDescriptor<'orgId'> = {
    kind: 'select',
    name: 'orgId',
    labelKey: 'member.transfer.target',
    extraKey: 'member.transfer.hint',
    options: options.filter((option) => option.value !== (member?.deptId ?? member?.orgId)),
  };
  return [field];
}

/** Post transfer: the member moves to another department of its own organisation (umc_transferMember). */
export const TransferMemberForm = formFor(transferMember, null, {
  texts: 'member',
  titleKey: () => 'member.transfer.title',
  successKey: () => 'member.transfer.success',
  submitKey: 'member.transfer.submit',
  useFields: useTransferFields,
  createInput: (values: { orgId: string }, { member }: TransferContext) => ({
    userId: member.userId,
    orgId: values.orgId,
  }),
  invalidate: memberKeys.all,
});
