import { type BankTransfer, PayType, type PayTypeCode } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { readParam } from '../../config/params/param-store';

/**
 * The pay methods a buyer may choose, at checkout and at the cashier: online and bank transfer always,
 * monthly settlement where the buyer's organisation is allowed it (`order.monthlySettlementAllowed`).
 */
export async function allowedPayMethods(tx: Db | Tx, actor: Actor): Promise<PayTypeCode[]> {
  const monthly = await readParam(tx, 'order.monthlySettlementAllowed', actor.orgId);
  return monthly ? [PayType.online, PayType.offline, PayType.monthly] : [PayType.online, PayType.offline];
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
