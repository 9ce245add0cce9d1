import { OrgType } from '@procuremart/contract';
import { OrgTreeView } from './OrgTreeView';
import { innerTree } from './org-resource';

/** Operating organisations (operateOrgList): the platform's own organisations and their sub-centres. */
export default function OperateOrgListPage() {
  return <OrgTreeView tree={innerTree} orgType={OrgType.platform} createKey="org.action.createInner" />;
}
