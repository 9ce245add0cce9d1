import { type MemberRow, resetPassword } from '@procuremart/contract';
import { Typography } from 'antd';
import { feedback } from '../../app/feedback';
import i18n from '../../i18n';
import { formFor } from '../../resources/form-for';
import { memberKeys } from './keys';

/** The member whose password is reset. */
export interface ResetContext {
  member: MemberRow;
}

/**
 * Resets a member's password (asks first): to the one the administrator types, or, left blank, to a temporary one
 * the server makes. Either way the member is signed out and must change it at the next sign-in.
 */
export const ResetPasswordForm = formFor(resetPassword, null, {
  texts: 'member',
  titleKey: () => 'member.reset.title',
  successKey: () => 'member.reset.success',
  submitKey: 'member.reset.submit',
  confirm: { titleKey: 'member.reset.confirm', descriptionKey: 'member.reset.confirmHint' },
  fields: [
    {
      kind: 'password',
      name: 'password',
      labelKey: 'member.reset.password',
      extraKey: 'member.reset.passwordHint',
    },
  ],
  createInput: (values: { password?: string }, { member }: ResetContext) => ({
    userId: member.userId,
    ...(values.password ? { password: values.password } : {}),
  }),
  invalidate: memberKeys.all,
});

/** A temporary password, shown this once to the administrator who reset it. */
export function showTemporaryPassword(member: MemberRow, temporaryPassword: string | null): void {
  if (!temporaryPassword) return;
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
