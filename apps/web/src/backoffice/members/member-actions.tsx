import { MEMBER_PERMISSION, type MemberRow } from '@procuremart/contract';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import type { RowAction } from '../../resources/types';
import { memberStatusActions } from './member-resource';
import { type ResetContext, showTemporaryPassword } from './ResetPasswordForm';
import type { TransferContext } from './TransferMemberForm';

/**
 * A member's actions on its list row and detail page, each shown to holders of its access code: edit, reset the
 * password (asks first), authorise, post transfer, disable/enable (the machine's steps).
 */
export function useMemberActions<R extends MemberRow>() {
  const { userInfo } = useSession();
  const codes = userInfo?.menuCodeList ?? [];
  const may = (code: string) => codes.includes(code);
  const form = useEditing<MemberRow>({ mode: 'create' });
  const transfer = useEditing<never, TransferContext>();
  const reset = useEditing<never, ResetContext>();
  const [authorising, setAuthorising] = useState<MemberRow | null>(null);
  const self = (member: MemberRow) => member.userId === userInfo?.userId;
  const actions: RowAction<R>[] = [
    {
      key: 'edit',
      labelKey: 'member.action.edit',
      visible: () => may(MEMBER_PERMISSION.edit),
      run: (member) => form.edit({ mode: 'edit', record: member }),
    },
    {
      key: 'authorise',
      labelKey: 'member.action.authorise',
      visible: () => may(MEMBER_PERMISSION.authorise),
      run: (member) => setAuthorising(member),
    },
    {
      key: 'transfer',
      labelKey: 'member.action.transfer',
      visible: () => may(MEMBER_PERMISSION.transfer),
      run: (member) => transfer.edit({ mode: 'create', member }),
    },
    {
      key: 'resetPassword',
      labelKey: 'member.action.resetPassword',
      danger: true,
      visible: (member) => may(MEMBER_PERMISSION.resetPassword) && !self(member),
      run: (member) => reset.edit({ mode: 'create', member }),
    },
    ...(memberStatusActions.row as RowAction<R>[]),
  ];
  const resetProps = {
    ...reset.props,
    onSaved: (result: { temporaryPassword: string | null }) => {
      const editing = reset.props.editing;
      if (editing?.mode === 'create') showTemporaryPassword(editing.member, result.temporaryPassword);
    },
  };
  return {
    actions,
    form,
    transfer,
    reset: resetProps,
    authorising,
    closeAuthorise: () => setAuthorising(null),
  };
}
