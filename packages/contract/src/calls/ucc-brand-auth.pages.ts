import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Brand authorisation: the supplier's applications and the operators' audit, each with a detail tab. */
export default definePages('brandauth', [
  {
    name: 'brandAuthList',
    parent: 'commodityCenter',
    menuOrder: 1000,
    title: bilingual('品牌授权', 'Brand authorisation'),
    icon: 'safety',
    roles: [RoleCode.supplier],
  },
  {
    name: 'brandAuthDetail',
    params: ['authId'],
    parent: 'brandAuthList',
    title: bilingual('品牌授权详情', 'Brand authorisation details'),
    hidden: true,
  },
  {
    name: 'brandAuthAudit',
    parent: 'commodityCenter',
    title: bilingual('品牌授权审核', 'Brand authorisation audit'),
    icon: 'solution',
    roles: [RoleCode.operator],
  },
  {
    name: 'brandAuthAuditDetail',
    params: ['authId'],
    parent: 'brandAuthAudit',
    title: bilingual('品牌授权审核详情', 'Brand authorisation audit details'),
    hidden: true,
  },
]);
