import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

/** The order detail shows shipments with their steps: the receiving domain's texts load with these pages. */
export const textsOf = ['receiving', 'payment'];

export default definePageComponents('orders', {
  agrMyOrder: lazy(() => import('./MyOrderPage')),
  agrMyOrderDetail: lazy(() => import('./MyOrderDetailPage')),
  agrApprovalOrder: lazy(() => import('./ApprovalOrderPage')),
  agrApprovalOrderDetail: lazy(() => import('./ApprovalOrderDetailPage')),
  agrMyCancleApply: lazy(() => import('./MyCancelApplyPage')),
  agrCancleOrderDetail: lazy(() => import('./CancelApplyDetailPage')),
  agrSourceOrderQueryQy: lazy(() => import('./OrgOrderPage')),
});
