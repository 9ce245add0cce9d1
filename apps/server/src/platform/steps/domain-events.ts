import type { DomainEvent, Emitted } from '@procuremart/contract';
import type { Tx } from '../../db/client';
import type { JobDefinition } from '../jobs/define-job';
import { enqueueJob } from '../jobs/enqueue';

/**
 * A subscriber a domain declares (its module's `subscribers`): work done in the publishing step's
 * transaction (a failure rolls the step back), or work queued as a durable job in that transaction (an
 * outbox: the job exists exactly when the step committed) for what must not run inside it.
 */
export interface Subscriber<P = any> {
  event: DomainEvent<P>;
  /** Names the subscriber in errors and logs: `<module>.<what it does>`. */
  name: string;
  handle(tx: Tx, payload: P): Promise<unknown>;
}

/** Work in the step's transaction. */
export const subscribe = <P>(
  event: DomainEvent<P>,
  name: string,
  handle: (tx: Tx, payload: P) => Promise<unknown>,
): Subscriber<P> => ({ event, name, handle });

/** Work after the step commits: a durable job queued in its transaction (platform/jobs). */
export const subscribeByJob = <P, J extends Record<string, unknown>>(
  event: DomainEvent<P>,
  job: Pick<JobDefinition<J>, 'kind' | 'maxAttempts'>,
  payloadOf: (payload: P) => J,
): Subscriber<P> => ({
  event,
  name: `job:${job.kind}`,
  handle: async (tx, payload) => {
    await enqueueJob(tx, job, payloadOf(payload));
  },
});

const subscribers = new Map<string, Subscriber[]>();

/**
 * Registers the subscribers of every module (start-up), in the modules' order and then each module's
 * declaration order: the order they run in.
 */
export function registerSubscribers(lists: readonly (readonly Subscriber[])[]): void {
  subscribers.clear();
  const seen = new Set<string>();
  for (const subscriber of lists.flat()) {
    const key = `${subscriber.event.name}:${subscriber.name}`;
    if (seen.has(key)) throw new Error(`subscriber ${key} is declared twice`);
    seen.add(key);
    subscribers.set(subscriber.event.name, [...(subscribers.get(subscriber.event.name) ?? []), subscriber]);
  }
}

/** Runs every subscriber of each event, in order, inside `tx`; the first failure fails the step. */
export async function publish(tx: Tx, emitted: readonly Emitted[]): Promise<void> {
  for (const { event, payload } of emitted) {
    for (const subscriber of subscribers.get(event.name) ?? []) await subscriber.handle(tx, payload);
  }
}
