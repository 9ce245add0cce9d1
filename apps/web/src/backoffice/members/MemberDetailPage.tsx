import { type MemberDetail, memberGlossary, memberMachine } from '@procuremart/contract';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { AuthoriseModal } from './AuthoriseModal';
import { memberKeys } from './keys';
import { MemberForm } from './MemberForm';
import { useMemberActions } from './member-actions';
import { loadMember, memberSections, ownMemberList } from './member-resource';
import { ResetPasswordForm } from './ResetPasswordForm';
import { TransferMemberForm } from './TransferMemberForm';

/** One member in its own tab (innerEnterPriseDetail): who, where and which roles, its state history; its actions. */
export default function MemberDetailPage() {
  const { actions, form, transfer, reset, authorising, closeAuthorise } = useMemberActions<MemberDetail>();
  return (
    <ResourceDetailPage<MemberDetail, 'innerEnterPriseDetail'>
      glossary={memberGlossary}
      page="innerEnterPriseDetail"
      idParam="userId"
      queryKey={memberKeys.detail}
      load={loadMember}
      recordTitle={(member) => `${member.userName}（${member.username}）`}
      status={{ of: (member) => member.status, dict: { code: 'MEMBER_STATUS' } }}
      facts={['orgName', 'deptName', 'roleNames']}
      columns={ownMemberList.columns}
      machine={memberMachine}
      actions={actions}
      invalidateKey={memberKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'member.tab.basic', sections: memberSections },
        { key: 'history', labelKey: 'member.tab.history', history: { of: (member) => member.history } },
      ]}
    >
      <MemberForm {...form.props} />
      <TransferMemberForm {...transfer.props} />
      <ResetPasswordForm {...reset} />
      <AuthoriseModal member={authorising} onClose={closeAuthorise} />
    </ResourceDetailPage>
  );
}
