import {
  type GroupWay,
  type getSettlement,
  type Locale,
  type Settlement,
  sumMoney,
  toChineseAmount,
} from '@procuremart/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { idText } from '../../../platform/ids';
import {
  addressRow,
  invoiceTitleColumns,
  ownedTitles,
  toInvoiceTitle,
  visibleAddresses,
} from '../../addresses';
import { addresses, invoiceTitles } from '../../addresses/shared-tables';
import { pictureUrl } from '../../catalog';
import { readParam } from '../../config';
import { users } from '../../identity/shared-tables';
import type { PaymentGateway } from '../payment/gateway';
import { allowedPayMethods } from '../payment/pay-methods';
import { planOrderApproval } from './approval-rule';
import { type CheckoutGroup, groupCheckoutLines } from './checkout-groups';
import { lineSnapshot, loadCheckoutLines } from './checkout-lines';
import { lineGroupPicker, lineUnitPicker, loadBuyerUnits } from './checkout-units';
import { labelPayMethods } from './pay-methods';

type SettlementInput = ParsedInput<typeof getSettlement>;

/** The lines of a checkout grouped into the supplier orders they will become, with every total. */
export async function planCheckout(db: Db | Tx, actor: Actor, input: SettlementInput) {
  const lines = await loadCheckoutLines(db, actor, input);
  const buyerUnits = await loadBuyerUnits(db, actor);
  const groupWay =
    input.groupWay ?? ((await readParam(db, 'order.defaultGroupWay', actor.orgId)) as GroupWay);
  const groups = groupCheckoutLines(lines, groupWay, {
    unitOf: lineUnitPicker(buyerUnits, input.lineUnits),
    groupOf: lineGroupPicker(input.lineGroups),
  });
  const goodsAmount = sumMoney(...groups.map((g) => g.goodsAmount));
  const freight = sumMoney(...groups.map((g) => g.freight));
  return {
    lines,
    groups,
    groupWay,
    buyerUnits,
    goodsAmount,
    freight,
    payable: sumMoney(goodsAmount, freight),
  };
}

function toSettlementGroup(group: CheckoutGroup): Settlement['groups'][number] {
  const shop = group.first;
  return {
    groupKey: group.groupKey,
    supplierId: idText(shop.supplierId),
    supplierName: shop.supplierName,
    supplierNameEn: shop.supplierNameEn,
    supplierShopId: idText(shop.shopId),
    shopName: shop.shopName,
    shopNameEn: shop.shopNameEn,
    orgUnitId: group.orgUnit ? idText(group.orgUnit.id) : null,
    orgUnitName: group.orgUnit?.name ?? '',
    orgUnitNameEn: group.orgUnit?.nameEn ?? '',
    groupNo: group.groupNo,
    lines: group.lines.map((line) => ({
      ...lineSnapshot(line),
      cartId: line.cartId === null ? null : idText(line.cartId),
      skuId: idText(line.skuId),
      supplierShopId: idText(line.shopId),
      picture: pictureUrl(line.pictureKey),
      price: line.price,
      amount: line.amount,
      stock: Math.max(line.stock, 0),
      orgUnitId: line.orgUnitId === null ? null : idText(line.orgUnitId),
      groupNo: line.groupNo,
      problem: line.problem,
    })),
    goodsAmount: group.goodsAmount,
    freight: group.freight,
    freightFreeAbove: shop.freightFreeAbove,
    amount: group.amount,
    deliveryDaysMin: shop.deliveryDaysMin,
    deliveryDaysMax: shop.deliveryDaysMax,
  };
}

/** The caller's receiving addresses (own and shared, default first) and its invoice titles. */
async function loadBooks(db: Db | Tx, actor: Actor) {
  const address = addressRow(actor);
  const addressRows = await db
    .select(address.columns)
    .from(addresses)
    .innerJoin(users, eq(users.id, addresses.userId))
    .where(and(eq(addresses.kind, 'receiving'), visibleAddresses(actor)))
    .orderBy(desc(eq(addresses.userId, actor.userId)), desc(addresses.isDefault), desc(addresses.updatedAt));
  const titleRows = await db
    .select(invoiceTitleColumns)
    .from(invoiceTitles)
    .where(ownedTitles(actor))
    .orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id));
  return { addresses: addressRows.map(address.toRow), invoiceTitles: titleRows.map(toInvoiceTitle) };
}

export async function getSettlementFor(
  db: Db,
  actor: Actor,
  input: SettlementInput,
  locale: Locale,
  gateway: PaymentGateway | null,
): Promise<Settlement> {
  const plan = await planCheckout(db, actor, input);
  const good = plan.lines.filter((l) => l.problem === null);
  return {
    source: input.source,
    groupWay: plan.groupWay,
    groups: plan.groups.map(toSettlementGroup),
    kinds: good.length,
    pieces: good.reduce((sum, l) => sum + l.num, 0),
    goodsAmount: plan.goodsAmount,
    freight: plan.freight,
    payable: plan.payable,
    payableInWords: toChineseAmount(plan.payable),
    // The placement's own rule (approval-rule.ts): the warning says exactly what submitting will do.
    needsApproval:
      (await planOrderApproval(
        db,
        actor,
        { payable: plan.payable, skuIds: plan.lines.map((l) => l.skuId) },
        now(),
      )) !== null,
    problemCount: plan.lines.length - good.length,
    ...(await loadBooks(db, actor)),
    payMethods: labelPayMethods(await allowedPayMethods(db, actor, gateway), locale),
    orgUnits: plan.buyerUnits.units.map((u) => ({ orgUnitId: idText(u.id), name: u.name, nameEn: u.nameEn })),
    ownOrgUnitId: plan.buyerUnits.own ? idText(plan.buyerUnits.own.id) : null,
  };
}
