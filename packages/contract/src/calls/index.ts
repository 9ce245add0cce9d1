import type { CallDef } from '../define-call';
import * as home from './cms-home';
import * as brands from './ucc-brands';
import * as goods from './ucc-goods';
import * as search from './ucc-search';
import * as umc from './umc';
import * as cart from './usc-cart';

export * from './cms-home';
export * from './ucc-brands';
export * from './ucc-goods';
export * from './ucc-search';
export * from './umc';
export * from './usc-cart';

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'audience' in value && 'input' in value;

const collectCalls = (modules: object[]): CallDef[] =>
  modules.flatMap((m) => Object.values(m) as unknown[]).filter(isCall);

/**
 * Every declared call, for the OpenAPI document and the start-up check that each one is bound. Pure, so that a
 * bundle which does not use it (the web) keeps only the calls it imports, not every call of every centre.
 */
export const allCalls: CallDef[] = /* @__PURE__ */ collectCalls([umc, brands, goods, search, home, cart]);
