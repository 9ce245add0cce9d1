import { MEMBER_PERMISSION, type MemberRow } from '@procuremart/contract';
import { resetPassword } from '@procuremart/contract/refs';
import { Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { useSession } from '../../app/session';
import i18n from '../../i18n';
import { useEditing } from '../../resources/form-for';
import type { RowAction } from '../../resources/types';
import { memberStatusActions } from './member-resource';
import type { TransferContext } from './TransferMemberForm';

/** Resets the password to a temporary one, shown once to the administrator (the member must change it). */
async function resetToTemporary(member: Pick<MemberRow, 'userId' | 'username'>) {
  const { temporaryPassword } = await api(resetPassword, { userId: member.userId });
  feedback.modal.success({
    title: i18n.t('member.reset.doneTitle'),
    content: (
      <>
        <Typography.Paragraph>
          {i18n.t('member.reset.doneHint', { username: member.username })}
        </Typography.Paragraph>
        <Typography.Text code copyable data-testid="member-temporary-password">
          {temporaryPassword}
        </Typography.Text>
      </>
    ),
  });
}

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
      confirm: { titleKey: 'member.reset.confirm', descriptionKey: 'member.reset.confirmHint' },
      visible: (member) => may(MEMBER_PERMISSION.resetPassword) && !self(member),
      run: (member) => resetToTemporary(member),
    },
    ...(memberStatusActions.row as RowAction<R>[]),
  ];
  return { actions, form, transfer, authorising, closeAuthorise: () => setAuthorising(null) };
}
