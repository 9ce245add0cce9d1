// The orders domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts, its test helpers in
// test-support.ts.

export { decideOrder } from './approval/approve-order';
export { cancelOrApply } from './cancellation/apply-cancel';
export { freightOf } from './checkout/checkout-groups';
export { submitOrderFor } from './checkout/submit-order';
export { closeOrderByOperator } from './operator/close-order';
export { orderNumbering, shipmentNumbering } from './order-numbering';
export { confirmArrival, registerArrival } from './receiving/arrival-steps';
export { confirmOrder, refuseOrder } from './supplier/confirm-order';
export { deliverGoods } from './supplier/deliver-goods';
