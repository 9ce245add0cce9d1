import { OrgType } from '@procuremart/contract';
import { OrgTreeView } from './OrgTreeView';
import { ownTree } from './org-resource';

/**
 * An enterprise administrator's own organisation (innerEnterPriseOrg): its departments added, edited and moved
 * within it; the organisation itself and every other are the operators'.
 */
export default function OwnOrgPage() {
  return <OrgTreeView tree={ownTree} orgType={OrgType.enterprise} createKey="org.action.create" />;
}
