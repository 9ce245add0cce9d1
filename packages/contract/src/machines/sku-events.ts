import { defineEvent } from './domain-event';

export interface SkuEventPayload {
  skuId: number;
}

/** SKUs a write changed, each once. */
export interface SkusEventPayload {
  skuIds: number[];
}

/** A SKU coming onto or leaving the shelf, or changing what buyers see of it: what they find and buy changes. */
export const skuEvents = {
  listed: defineEvent<SkuEventPayload>('sku.listed'),
  offShelf: defineEvent<SkuEventPayload>('sku.offShelf'),
  /** A supplier saved its goods (SPU and SKUs: names, attributes, pictures, prices of goods not on sale). */
  saved: defineEvent<SkusEventPayload>('sku.saved'),
  /** Sale or market prices changed: a supplier's direct edit, or an approved price change. */
  repriced: defineEvent<SkusEventPayload>('sku.repriced'),
  /** SKUs joined or left a goods pool or channel (or its group was deleted): who may see them changed. */
  visibilityChanged: defineEvent<SkusEventPayload>('sku.visibilityChanged'),
  /** SKUs whose sales count grew (an order of them completed): the storefront's "sales" order may change. */
  sold: defineEvent<SkusEventPayload>('sku.sold'),
} as const;
