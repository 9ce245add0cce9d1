import { groupGlossary } from '@procuremart/contract';
import { createElement } from 'react';
import { useEditing } from '../../resources/form-for';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { RowAction } from '../../resources/types';
import { GroupForm } from './GroupForm';
import { GroupMembers } from './GroupMembers';
import { type GroupDetail, groupFacts, groupSections, loadGroup } from './group-resource';
import { groupKeys } from './keys';

/** One group in its own tab (`commodityGroupDetail?groupId=…`): its facts and its SKUs to manage; edit. */
export default function GroupDetailPage() {
  const form = useEditing<GroupDetail>({ mode: 'create' });
  const actions: RowAction<GroupDetail>[] = [
    {
      key: 'edit',
      labelKey: 'group.action.edit',
      run: (group) => form.edit({ mode: 'edit', record: group }),
    },
  ];
  return (
    <ResourceDetailPage<GroupDetail, 'commodityGroupDetail'>
      glossary={groupGlossary}
      page="commodityGroupDetail"
      idParam="groupId"
      queryKey={groupKeys.group}
      load={loadGroup}
      recordTitle={(group) => group.groupName}
      facts={groupFacts}
      actions={actions}
      invalidateKey={groupKeys.all}
      tabs={[
        {
          key: 'skus',
          labelKey: 'group.tab.skus',
          render: (group) => createElement(GroupMembers, { group }),
        },
        { key: 'basic', labelKey: 'group.tab.basic', sections: groupSections },
      ]}
    >
      <GroupForm {...form.props} />
    </ResourceDetailPage>
  );
}
