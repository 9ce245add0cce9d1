// The outbox domain's public entry: the one sender of messages out of the system (SMS codes, e-mail) and the
// adapter interface of an SMS provider (.dependency-cruiser.cjs).

export { type MessageToSend, sendMessage } from './sender';
export { registerSmsProvider, type SmsProvider } from './transports';
