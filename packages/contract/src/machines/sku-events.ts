import { defineEvent } from './domain-event';

export interface SkuEventPayload {
  skuId: number;
}

/** A SKU coming onto or leaving the shelf: what buyers can find and buy changes. */
export const skuEvents = {
  listed: defineEvent<SkuEventPayload>('sku.listed'),
  offShelf: defineEvent<SkuEventPayload>('sku.offShelf'),
} as const;
