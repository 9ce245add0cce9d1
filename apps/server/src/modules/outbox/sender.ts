import { type OutboxChannelCode, OutboxStatus } from '@procuremart/contract';
import type { Db, Tx } from '../../db/client';
import { now } from '../../platform/clock';
import { enqueueJob } from '../../platform/jobs';
import { deliveryJob } from './delivery-job';
import { outboxMessages } from './tables';
import { transportOf } from './transports';

export interface MessageToSend {
  channel: OutboxChannelCode;
  recipient: string;
  purpose: string;
  subject?: string;
  body: string;
}

interface Logger {
  info(obj: object, message?: string): void;
}
let log: Logger | null = null;
/** The server's logger: a message kept in the outbox is logged too, so it can be read on one machine. */
export const setOutboxLogger = (logger: Logger | null): void => {
  log = logger;
};

/**
 * The one way a message leaves the system: a row in the outbox, written in the caller's transaction, and,
 * when a transport is configured for its channel, a delivery job queued in the same transaction (it runs
 * only if the caller commits). Without a transport the message is kept in the outbox and logged.
 */
export async function sendMessage(tx: Tx | Db, message: MessageToSend): Promise<number> {
  const transport = transportOf(message.channel);
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      purpose: message.purpose,
      subject: message.subject ?? '',
      body: message.body,
      status: transport ? OutboxStatus.queued : OutboxStatus.kept,
      createdAt: now(),
    })
    .returning({ id: outboxMessages.id });
  if (transport) await enqueueJob(tx, deliveryJob, { messageId: row.id });
  else
    log?.info(
      { outboxMessageId: row.id, channel: message.channel, recipient: message.recipient, body: message.body },
      'message kept in the outbox (no transport configured)',
    );
  return row.id;
}
