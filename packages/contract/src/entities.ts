import { DECLARED_ENTITY_KINDS } from './declared/entities';
import { ErrorCode } from './envelope';

/**
 * Kinds of record a write call changes (`touches` of `defineCall`; every write declares them): these, and those
 * a domain declares in its own `calls/<name>.entities.ts` (`export const …Entities = ['article'] as const`). After such a call succeeds, or is refused
 * because the record moved on, the web refreshes every open view of these kinds: lists, details and counts,
 * in every tab (`apps/web/src/api/entity-refresh.ts`).
 */
export const ENTITY_KINDS = [
  'order',
  'shipment',
  'payment',
  'cancelApplication',
  'cart',
  'goods',
  'address',
  'invoiceTitle',
  'brand',
  'brandAuth',
  'thirdPartyBrand',
  /** Categories with their attribute groups, attributes and values. */
  'category',
  'frontCategory',
  'pool',
  'channel',
  'commodityGroup',
  'hotWord',
  'searchHistory',
  'message',
  'fileTask',
  'job',
  /** A user's account, session and preferences. */
  'user',
  'param',
  'dictionary',
  ...DECLARED_ENTITY_KINDS,
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/**
 * Refusals that mean "the record is no longer as you saw it": another user, tab or job took a step first
 * (`error.transitionNotAllowed`, `error.staleVersion`, a pending cancellation application). The web reloads
 * the views of what the call touches and closes the step's dialog with the server's message.
 */
export const STATE_MOVED_CODES: readonly string[] = [ErrorCode.conflict];

export const isStateMoved = (code: string): boolean => STATE_MOVED_CODES.includes(code);
