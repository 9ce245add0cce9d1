import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { ORG_PERMISSION } from './org-permissions';

/**
 * Organisations (SPEC §2 "Operator", "User and role administration"): the platform's operating organisations,
 * the external enterprises and suppliers, and the trees of every kind; operators only for now (an enterprise's
 * administrator comes with the members slice).
 */
export default definePages('org', [
  {
    name: ORG_PERMISSION.inner,
    parent: 'orgCenter',
    title: bilingual('运营机构管理', 'Operating organisations'),
    icon: 'apartment',
    roles: [RoleCode.operator],
  },
  {
    name: ORG_PERMISSION.addInner,
    kind: 'access',
    parent: ORG_PERMISSION.inner,
    title: bilingual('新增运营机构', 'Add operating organisation'),
  },
  {
    name: ORG_PERMISSION.editInner,
    kind: 'access',
    parent: ORG_PERMISSION.inner,
    title: bilingual('编辑运营机构', 'Edit operating organisation'),
  },
  {
    name: 'operateOrgDetail',
    params: ['orgId'],
    parent: ORG_PERMISSION.inner,
    title: bilingual('运营机构详情', 'Operating organisation'),
    hidden: true,
  },
  {
    name: ORG_PERMISSION.external,
    parent: 'orgCenter',
    title: bilingual('外部单位管理', 'Enterprises'),
    icon: 'bank',
    roles: [RoleCode.operator],
  },
  {
    name: ORG_PERMISSION.editExternal,
    kind: 'access',
    parent: ORG_PERMISSION.external,
    title: bilingual('新增/编辑外部单位', 'Add or edit enterprises'),
  },
  {
    name: ORG_PERMISSION.transfer,
    kind: 'access',
    parent: ORG_PERMISSION.external,
    title: bilingual('调整上级组织', 'Move departments'),
  },
  {
    name: ORG_PERMISSION.deal,
    kind: 'access',
    parent: ORG_PERMISSION.external,
    title: bilingual('启用/停用/删除组织', 'Start, stop and delete organisations'),
  },
  {
    name: ORG_PERMISSION.registry,
    kind: 'access',
    parent: ORG_PERMISSION.external,
    title: bilingual('登记经营状态', 'Record management states'),
  },
  {
    name: 'outerEnterpriseDetail',
    params: ['orgId'],
    parent: ORG_PERMISSION.external,
    title: bilingual('外部单位详情', 'Enterprise'),
    hidden: true,
  },
  {
    // The enterprise administrator's own organisation: its departments added, edited and moved.
    name: ORG_PERMISSION.ownOrg,
    parent: 'orgCenter',
    title: bilingual('本单位组织', 'Our organisation'),
    icon: 'cluster',
    roles: [RoleCode.orgAdmin],
  },
  {
    name: ORG_PERMISSION.trees,
    parent: 'orgCenter',
    title: bilingual('组织机构树', 'Organisation trees'),
    icon: 'cluster',
    roles: [RoleCode.operator],
  },
]);
