import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Brand management: a list page and a detail page that opens in its own tab. */
export default definePages('catalog', [
  {
    name: 'brandManage',
    parent: 'commodityCenter',
    title: bilingual('品牌管理', 'Brand management'),
    icon: 'tags',
    roles: [RoleCode.operator],
  },
  {
    name: 'brandDetail',
    params: ['brandId'],
    parent: 'brandManage',
    title: bilingual('品牌详情', 'Brand details'),
    hidden: true,
  },
]);
