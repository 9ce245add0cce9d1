import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Storefront administration under the commodity centre: front categories and hot search words. */
export default definePages('storefrontadmin', [
  {
    name: 'frontCategoryList',
    parent: 'commodityCenter',
    title: bilingual('前台类目', 'Front categories'),
    icon: 'apartment',
    roles: [RoleCode.operator],
  },
  {
    name: 'hotSearchManage',
    parent: 'commodityCenter',
    title: bilingual('热搜管理', 'Hot search words'),
    icon: 'star',
    roles: [RoleCode.operator],
  },
]);
