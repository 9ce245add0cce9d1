import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { recordJoinedMerchant } from '../../org';

/** What the demo's two suppliers with accounts hold on record beyond their supplier row. */
const DEMO_DETAILS: Record<
  string,
  { legalPerson: string; address: string; bankName: string; bankAccount: string }
> = {
  '91120116MA06H3LT8E': {
    legalPerson: '赵建国',
    address: '天津市滨海新区第三大街 51 号',
    bankName: '中国工商银行天津滨海支行',
    bankAccount: '0302012309100123456',
  },
  '91440300MA5F9NKW2G': {
    legalPerson: '陈志强',
    address: '深圳市南山区科技园南区 18 号',
    bankName: '招商银行深圳科技园支行',
    bankAccount: '755912345610402',
  },
};

/**
 * The demo's suppliers with an organisation joined without registering: each gets its merchant base info on record
 * (a passed registration, from its supplier row, its first shop and its first account), so supplier01 and
 * supplier02 can read and change theirs (merchantInfoManage) like a supplier that registered.
 */
export async function seedDemoMerchants(tx: Tx, at: Date): Promise<number> {
  const rows = await tx
    .select({
      supplierId: suppliers.id,
      orgId: suppliers.orgId,
      companyName: suppliers.companyName,
      creditCode: suppliers.creditCode,
      contactName: suppliers.contactName,
      contactPhone: suppliers.contactPhone,
    })
    .from(suppliers)
    .where(isNotNull(suppliers.orgId))
    .orderBy(asc(suppliers.id));
  let recorded = 0;
  for (const row of rows) {
    const [account] = await tx
      .select({ id: users.id, userName: users.userName, mobile: users.mobile })
      .from(users)
      .where(eq(users.orgId, row.orgId!))
      .orderBy(asc(users.id))
      .limit(1);
    if (!account) continue;
    const [shop] = await tx
      .select({ shopName: supplierShops.shopName })
      .from(supplierShops)
      .where(and(eq(supplierShops.supplierId, row.supplierId)))
      .orderBy(asc(supplierShops.id))
      .limit(1);
    const extra = DEMO_DETAILS[row.creditCode];
    const joined = await recordJoinedMerchant(
      tx,
      { orgId: row.orgId!, applicantUserId: account.id, at },
      {
        companyName: row.companyName,
        creditCode: row.creditCode,
        legalPerson: extra?.legalPerson ?? row.contactName,
        contactName: row.contactName || account.userName,
        contactMobile: row.contactPhone || account.mobile || '',
        address: extra?.address ?? '',
        shopName: shop?.shopName ?? '',
        bankName: extra?.bankName ?? '',
        bankAccount: extra?.bankAccount ?? '',
      },
    );
    if (joined) recorded += 1;
  }
  return recorded;
}
