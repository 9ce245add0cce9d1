/** What the cashier hands a gateway to start an online payment. */
export interface GatewayPaymentRequest {
  payNo: string;
  amount: string;
  parentOrderNo: string;
}

/**
 * An online payment gateway. Starting a payment answers where the buyer goes to pay; the gateway's
 * answer (success or failure) comes back through `settlePayment` — from the buyer's confirmation on the
 * simulated gateway, from a signed notification of a real one (the system's step).
 */
export interface PaymentGateway {
  /** Stored with each attempt. */
  name: string;
  start(request: GatewayPaymentRequest): { redirectUrl: string };
}

/** The local gateway page that asks the buyer to confirm or fail the payment (no money moves). */
export const simulatedGateway: PaymentGateway = {
  name: 'simulated',
  start: ({ payNo }) => ({ redirectUrl: `/payGateway?payNo=${encodeURIComponent(payNo)}` }),
};

/** The gateway online payments go through; a real one replaces this when it is integrated. */
export const paymentGateway: PaymentGateway = simulatedGateway;
