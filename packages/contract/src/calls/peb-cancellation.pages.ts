import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/** Cancellation after confirmation: the buyer's applications and the supplier's answers. */
export default definePages('cancellation', [
  {
    name: 'agrMyCancleApply',
    parent: 'orderCenter',
    menuOrder: 40,
    title: bilingual('取消申请', 'Cancellation applications'),
    icon: 'exception',
    roles: [RoleCode.buyer],
  },
  {
    name: 'agrCancleOrderDetail',
    parent: 'agrMyCancleApply',
    title: bilingual('取消申请详情', 'Cancellation application'),
    hidden: true,
  },
  {
    name: 'applicationFormConfirm',
    parent: 'orderCenter',
    menuOrder: 140,
    title: bilingual('取消申请处理', 'Cancellation requests'),
    icon: 'exception',
    roles: [RoleCode.supplier],
  },
]);
