import { defineNumbering } from '../../platform/numbering';

// The numbers of the order documents (platform/numbering.ts): the prefix, the business day and a sequence
// of at least eight digits that never resets — P2026112300000012 for a checkout, O2026112300000031 for a
// supplier order, S2026112600000007 for a shipment. Operators may change the rules. Checkout and supplier
// order numbers may skip one (a checkout refused after it was numbered), so that checkouts do not wait for each
// other's commit on the counters; shipments are numbered within their supplier's delivery and stay gapless.

const daily = (prefix: string) =>
  ({ prefix, datePattern: 'yyyyMMdd', sequenceLength: 8, reset: 'never' }) as const;

export const parentOrderNumbering = defineNumbering({
  kind: 'parentOrder',
  defaults: daily('P'),
  gaps: 'allowed',
});
export const orderNumbering = defineNumbering({ kind: 'order', defaults: daily('O'), gaps: 'allowed' });
export const shipmentNumbering = defineNumbering({ kind: 'shipment', defaults: daily('S') });
