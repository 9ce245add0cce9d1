import { JobKind, OutboxStatus } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import { now } from '../../platform/clock';
import { defineJob } from '../../platform/jobs';
import { outboxMessages } from './tables';
import { transportOf } from './transports';

/** Hands a queued outbox message to its channel's transport; retried by the job runner, failed when dead. */
export const deliveryJob = defineJob<{ messageId: number }>({
  kind: JobKind.outboxDeliver,
  maxAttempts: 5,
  async run({ db, payload }) {
    const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, payload.messageId));
    if (!message || message.status !== OutboxStatus.queued) return;
    const transport = transportOf(message.channel);
    if (!transport) throw new Error(`no transport for ${message.channel} on this process`);
    await db
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, message.id));
    await transport.deliver(message);
    await db
      .update(outboxMessages)
      .set({ status: OutboxStatus.sent, sentAt: now(), error: null })
      .where(eq(outboxMessages.id, message.id));
  },
  async onDead({ db, payload }, error) {
    await db
      .update(outboxMessages)
      .set({ status: OutboxStatus.failed, error: String(error).slice(0, 500) })
      .where(eq(outboxMessages.id, payload.messageId));
  },
});
