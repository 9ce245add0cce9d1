// The cart domain's helpers for other domains' tests and the browser specs, never for production code.

export type { CartClient } from './testing/cart-calls';
export { cartClient } from './testing/cart-calls';
export type { CartFixtures } from './testing/cart-fixtures';
export { insertCartFixtures, setSkuShelf } from './testing/cart-fixtures';
