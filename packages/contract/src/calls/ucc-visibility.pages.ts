import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Goods pools and channels: which purchasing organisations see which goods. */
export default definePages('visibility', [
  {
    name: 'commodityPollList',
    parent: 'commodityCenter',
    title: bilingual('商品池管理', 'Goods pools'),
    icon: 'appstore',
    roles: [RoleCode.operator],
  },
  {
    name: 'channelManage',
    parent: 'commodityCenter',
    title: bilingual('渠道管理', 'Channel management'),
    icon: 'apartment',
    roles: [RoleCode.operator],
  },
]);
