import { addShoppingCartScenario } from './add-shopping-cart';
import { getSkuDetailScenario } from './get-sku-detail';
import { getUserInfoScenario } from './get-user-info';
import { loginScenario } from './login';
import { mixedScenario } from './mixed';
import { placeOrderScenario } from './place-order';
import type { BenchScenario } from './scenario';
import { searchGoodsScenario, searchKeywordsScenario } from './search-goods';

export type { BenchContext, BenchScenario } from './scenario';

/** Every scenario, in the order they run; a new one is a file beside these and a line here. */
export const scenarios: BenchScenario[] = [
  loginScenario,
  getUserInfoScenario,
  searchGoodsScenario,
  searchKeywordsScenario,
  getSkuDetailScenario,
  addShoppingCartScenario,
  placeOrderScenario,
  mixedScenario,
];
