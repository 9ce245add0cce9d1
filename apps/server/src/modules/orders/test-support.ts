// The orders domain's helpers for other domains' tests and the browser specs, never for production code.
export { checkoutClient, submitInputFrom } from './checkout/testing/checkout-calls';
export { insertFixtureOrder } from './testing/order-fixture';
