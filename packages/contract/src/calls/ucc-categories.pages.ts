import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Category tree, attribute groups and the attributes of leaf categories (operators). */
export default definePages('categories', [
  {
    name: 'categoryManage',
    parent: 'commodityCenter',
    title: bilingual('类目管理', 'Categories'),
    icon: 'apartment',
    roles: [RoleCode.operator],
  },
  {
    name: 'attributeGroupManage',
    parent: 'commodityCenter',
    title: bilingual('属性组管理', 'Attribute groups'),
    icon: 'cluster',
    roles: [RoleCode.operator],
  },
  {
    name: 'categoryAttributeManage',
    params: ['categoryId?'],
    parent: 'commodityCenter',
    title: bilingual('类目属性管理', 'Category attributes'),
    icon: 'profile',
    roles: [RoleCode.operator],
  },
]);
