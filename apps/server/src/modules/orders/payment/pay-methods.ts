import { type BankTransfer, ErrorCode, PayType, type PayTypeCode } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { readParam } from '../../config';
import type { PaymentGateway } from './gateway';

/**
 * The pay methods a buyer may choose, at checkout and at the cashier: online where the server runs a payment
 * gateway (`gateway`, null for PAYMENT_GATEWAY=none), bank transfer always, monthly settlement where the
 * buyer's organisation is allowed it (`order.monthlySettlementAllowed`).
 */
export async function allowedPayMethods(
  tx: Db | Tx,
  actor: Actor,
  gateway: PaymentGateway | null,
): Promise<PayTypeCode[]> {
  const monthly = await readParam(tx, 'order.monthlySettlementAllowed', actor.orgId);
  return [...(gateway ? [PayType.online] : []), PayType.offline, ...(monthly ? [PayType.monthly] : [])];
}

/** Online payment asked of a server without a gateway: refused as such (EPAY), not as a disallowed method. */
export function throwIfOnlineNotOffered(payMethod: string, gateway: PaymentGateway | null): void {
  if (payMethod === PayType.online && !gateway)
    throw new BusinessError(ErrorCode.paymentGateway, 'payment.onlineNotOffered', {}, 'payMethod');
}

/** The platform's account buyers transfer to (parameters operators keep). */
export async function bankTransferDetails(db: Db | Tx): Promise<BankTransfer> {
  const [payee, bankName, account] = await Promise.all([
    readParam(db, 'order.transferPayee'),
    readParam(db, 'order.transferBank'),
    readParam(db, 'order.transferAccount'),
  ]);
  return { payee, bankName, account };
}
