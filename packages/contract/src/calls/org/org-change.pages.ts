import { RoleCode } from '../../codes';
import { definePages } from '../../pages/define-page';
import { bilingual } from '../../texts';
import { ORG_CHANGE_PERMISSION as P } from './org-change-permissions';

/**
 * Organisation information after registration (SPEC §2 "Operator": merchant base info management, "Enterprise and
 * account": enterprise account-set info and its audit): the supplier's and the enterprise administrator's own
 * pages, and the operators' audit of both.
 */
export default definePages('orgChange', [
  {
    name: P.merchantInfo,
    parent: 'accountCenter',
    menuOrder: 60,
    title: bilingual('商户基本信息', 'Merchant base info'),
    icon: 'shop',
    roles: [RoleCode.supplier],
  },
  {
    name: P.accountSet,
    parent: 'accountCenter',
    menuOrder: 61,
    title: bilingual('企业账套信息', 'Account-set info'),
    icon: 'account-book',
    roles: [RoleCode.orgAdmin],
  },
  {
    name: P.audit,
    parent: 'orgCenter',
    title: bilingual('企业信息变更审核', 'Information change audit'),
    icon: 'audit',
    roles: [RoleCode.operator],
  },
  {
    name: 'orgInfoChangeDetail',
    params: ['changeId'],
    parent: P.audit,
    title: bilingual('信息变更详情', 'Information change'),
    hidden: true,
  },
]);
