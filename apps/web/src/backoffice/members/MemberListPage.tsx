import { PlusOutlined } from '@ant-design/icons';
import { MEMBER_PERMISSION } from '@procuremart/contract';
import { useSession } from '../../app/session';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { AuthoriseModal } from './AuthoriseModal';
import { MemberForm } from './MemberForm';
import { useMemberActions } from './member-actions';
import { everyMemberList, memberStatusActions, ownMemberList } from './member-resource';
import { ResetPasswordForm } from './ResetPasswordForm';
import { TransferMemberForm } from './TransferMemberForm';

/**
 * Members (innerEnterPriseList): an enterprise administrator's own organisation by department, an operator's
 * every organisation by type or name; filters, export, import, add, edit, authorise, post transfer, reset
 * password, disable/enable one or many.
 */
export default function MemberListPage() {
  const { kind, userInfo } = useSession();
  const { actions, form, transfer, reset, authorising, closeAuthorise } = useMemberActions();
  const toolbar: ToolbarAction[] = userInfo?.menuCodeList.includes(MEMBER_PERMISSION.add)
    ? [
        {
          key: 'create',
          labelKey: 'member.action.create',
          primary: true,
          icon: <PlusOutlined />,
          testId: 'member-create',
          onClick: () => form.edit({ mode: 'create' }),
        },
      ]
    : [];
  return (
    <>
      <ResourceList
        descriptor={kind === 'operator' ? everyMemberList : ownMemberList}
        toolbar={toolbar}
        rowActions={actions}
        bulkActions={memberStatusActions.bulk}
      />
      <MemberForm {...form.props} />
      <TransferMemberForm {...transfer.props} />
      <ResetPasswordForm {...reset} />
      <AuthoriseModal member={authorising} onClose={closeAuthorise} />
    </>
  );
}
