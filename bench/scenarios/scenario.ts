import type { LoadPlan } from '../lib/signed-load';

export interface BenchContext {
  baseUrl: string;
  /** Logs a demo account in (outside the measured load) and returns its session token. */
  login(username: string): Promise<string>;
}

/** One entry of the registry: a named load against the real server. */
export interface BenchScenario {
  name: string;
  /** What one request does, and what is expected to bound it. */
  summary: string;
  prepare(context: BenchContext): Promise<LoadPlan>;
}

/** A product a buyer can open or add: the SKU and the shop that sells it. */
export interface PoolSku {
  skuId: string;
  supplierShopId: string;
}
