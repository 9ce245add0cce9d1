// How messages leave the system. With nothing configured no transport exists and messages stay in the outbox
// (and the log). SMTP_URL sets the e-mail transport (nodemailer); an SMS provider is an adapter registered at
// start-up (docs/production.md "Messages out of the system").
import { OutboxChannel, type OutboxChannelCode } from '@procuremart/contract';
import { createTransport } from 'nodemailer';

export interface OutgoingMessage {
  recipient: string;
  subject: string;
  body: string;
}

/** Hands one message to the outside world; throws when it was not accepted (the delivery job retries). */
export interface MessageTransport {
  name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/**
 * An SMS provider's adapter (Aliyun, Tencent Cloud, Twilio, …): implement `deliver` with the provider's SDK
 * or HTTP API and register it with `registerSmsProvider` before the server starts listening.
 */
export type SmsProvider = MessageTransport;

const transports = new Map<OutboxChannelCode, MessageTransport>();

export function registerSmsProvider(provider: SmsProvider | null): void {
  if (provider) transports.set(OutboxChannel.sms, provider);
  else transports.delete(OutboxChannel.sms);
}

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://…`; `from` is the sender address. */
export function smtpTransport(url: string, from: string): MessageTransport {
  const mailer = createTransport(url);
  return {
    name: 'smtp',
    async deliver({ recipient, subject, body }) {
      await mailer.sendMail({ from, to: recipient, subject, text: body });
    },
  };
}

export function configureMailTransport(smtpUrl: string | null, from: string): void {
  if (smtpUrl) transports.set(OutboxChannel.email, smtpTransport(smtpUrl, from));
  else transports.delete(OutboxChannel.email);
}

export const transportOf = (channel: string): MessageTransport | null =>
  transports.get(channel as OutboxChannelCode) ?? null;
