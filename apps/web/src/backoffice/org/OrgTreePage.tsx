import { OrgType } from '@procuremart/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeView } from './OrgTreeView';
import { externalTree, innerTree, supplierTree } from './org-resource';

/** The organisation trees of every kind (orgTreeManage): external enterprises, inner suppliers, operating organisations. */
export default function OrgTreePage() {
  const { t } = useTranslation();
  const items = [
    { key: 'external', tree: externalTree, orgType: OrgType.enterprise, createKey: 'org.action.create' },
    { key: 'innerSupplier', tree: supplierTree, orgType: OrgType.supplier, createKey: 'org.action.create' },
    { key: 'inner', tree: innerTree, orgType: OrgType.platform, createKey: 'org.action.createInner' },
  ];
  return (
    <Tabs
      destroyOnHidden
      items={items.map(({ key, tree, orgType, createKey }) => ({
        key,
        label: t(tree.titleKey),
        children: <OrgTreeView tree={tree} orgType={orgType} createKey={createKey} />,
      }))}
    />
  );
}
