/**
 * A typed domain event a machine step publishes (`order.completed`, `sku.listed`, …): declared once in the
 * contract beside its machine, published by the server's step engine inside the step's transaction, and
 * heard by subscribers the subscribing domain declares (its module's `subscribers`).
 */
export interface DomainEvent<P> {
  readonly name: string;
  /** One occurrence of the event with its payload (what a step publishes). */
  of(payload: P): Emitted<P>;
}

/** One occurrence of a domain event. */
export interface Emitted<P = unknown> {
  readonly event: DomainEvent<P>;
  readonly payload: P;
}

export function defineEvent<P>(name: string): DomainEvent<P> {
  const event: DomainEvent<P> = { name, of: (payload) => ({ event, payload }) };
  return event;
}
