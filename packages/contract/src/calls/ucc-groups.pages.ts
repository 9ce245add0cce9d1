import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Commodity groups: curated sets of SKUs (home floors), a list and a detail that holds the members. */
export default definePages('groups', [
  {
    name: 'commodityGroupList',
    parent: 'commodityCenter',
    title: bilingual('商品分组', 'Commodity groups'),
    icon: 'gift',
    roles: [RoleCode.operator],
  },
  {
    name: 'commodityGroupDetail',
    params: ['groupId'],
    parent: 'commodityGroupList',
    title: bilingual('商品分组详情', 'Commodity group details'),
    hidden: true,
  },
]);
