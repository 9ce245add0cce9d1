import {
  type IndividualDetail,
  MEMBER_PERMISSION,
  memberGlossary,
  memberMachine,
} from '@procuremart/contract';
import { getIndividualDetail } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { DetailSection, RowAction } from '../../resources/types';
import { IndividualForm } from './IndividualForm';
import { memberKeys } from './keys';
import { everyMemberList, memberStatusActions } from './member-resource';
import { type ResetContext, ResetPasswordForm, showTemporaryPassword } from './ResetPasswordForm';

const load = (orgId: string) => api(getIndividualDetail, { orgId });

const sections: DetailSection<IndividualDetail>[] = [
  {
    titleKey: 'member.section.basic',
    items: ['username', 'userName', 'employeeNo', 'mobile', 'email', 'status'],
  },
  {
    titleKey: 'member.section.individual',
    items: [
      'orgName',
      { field: 'orgState', view: { kind: 'dict', code: 'ORG_STATE' } },
      'address',
      'roleNames',
    ],
  },
  { titleKey: 'member.section.record', items: ['userId', 'createdAt', 'lastLoginAt'] },
];

/**
 * An individual member in its own tab (outerIndividualsDetail, opened from the enterprise list): the person's
 * account and its own organisation as one; edit both (outerIndividualsEdit), reset the password, disable/enable.
 */
export default function IndividualDetailPage() {
  const { userInfo } = useSession();
  const may = (code: string) => (userInfo?.menuCodeList ?? []).includes(code);
  const form = useEditing<IndividualDetail, never>();
  const reset = useEditing<never, ResetContext>();
  const actions: RowAction<IndividualDetail>[] = [
    {
      key: 'edit',
      labelKey: 'member.action.edit',
      visible: () => may(MEMBER_PERMISSION.individualEdit),
      run: (person) => form.edit({ mode: 'edit', record: person }),
    },
    {
      key: 'resetPassword',
      labelKey: 'member.action.resetPassword',
      danger: true,
      visible: () => may(MEMBER_PERMISSION.resetPassword),
      run: (person) => reset.edit({ mode: 'create', member: person }),
    },
    ...(memberStatusActions.row as RowAction<IndividualDetail>[]),
  ];
  return (
    <ResourceDetailPage<IndividualDetail, 'outerIndividualsDetail'>
      glossary={memberGlossary}
      page="outerIndividualsDetail"
      idParam="orgId"
      queryKey={memberKeys.detail}
      load={load}
      recordTitle={(person) => `${person.userName}（${person.username}）`}
      status={{ of: (person) => person.status, dict: { code: 'MEMBER_STATUS' } }}
      facts={['mobile', 'roleNames']}
      columns={everyMemberList.columns}
      machine={memberMachine}
      actions={actions}
      invalidateKey={memberKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'member.tab.basic', sections },
        { key: 'history', labelKey: 'member.tab.history', history: { of: (person) => person.history } },
      ]}
    >
      <IndividualForm {...form.props} />
      <ResetPasswordForm
        {...reset.props}
        onSaved={(result: { temporaryPassword: string | null }) => {
          const editing = reset.props.editing;
          if (editing?.mode === 'create') showTemporaryPassword(editing.member, result.temporaryPassword);
        }}
      />
    </ResourceDetailPage>
  );
}
