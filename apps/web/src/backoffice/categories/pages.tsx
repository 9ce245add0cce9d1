import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('categories', {
  categoryManage: lazy(() => import('./CategoryTreePage')),
  attributeGroupManage: lazy(() => import('./AttributeGroupPage')),
  categoryAttributeManage: lazy(() => import('./CategoryAttributePage')),
});
