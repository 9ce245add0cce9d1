import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  type Envelope,
  getOrderResult,
  getSettlement,
  type OrderResult,
  type Settlement,
  submitOrder,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/client';
import { call, dataOf } from '../../../../testing/call';
import { userRoles } from '../../../access/shared-tables';
import { addresses } from '../../../addresses/shared-tables';
import { users } from '../../../identity/shared-tables';

type SettleInput = CallInput<typeof getSettlement>;
type SubmitInput = CallInput<typeof submitOrder>;

export const newRequestId = (): string => randomUUID().replaceAll('-', '');

/** Submit's input from a settlement: its lines at the prices shown, its first address and pay method. */
export function submitInputFrom(
  request: SettleInput,
  settlement: Settlement,
  overrides: Partial<SubmitInput> = {},
): SubmitInput {
  const lines = settlement.groups
    .flatMap((g) => g.lines)
    .map((l) => ({ skuId: l.skuId, expectedPrice: l.price }));
  return {
    ...request,
    requestId: newRequestId(),
    lines,
    addressId: settlement.addresses[0]?.addressId ?? '1',
    invoiceType: '00',
    invoiceTitleId: settlement.invoiceTitles[0]?.invoiceTitleId,
    payMethod: '02',
    ...overrides,
  };
}

/** The checkout calls as one logged-in purchaser makes them; the envelopes, so refusals can be checked. */
export function checkoutClient(app: FastifyInstance, token: string) {
  const settle = async (input: SettleInput): Promise<Settlement> =>
    dataOf(await call(app, getSettlement, input, { token }));
  const submit = async (input: SubmitInput): Promise<Envelope<OrderResult>> =>
    (await call(app, submitOrder, input, { token })).body;
  return {
    settle,
    trySettle: async (input: SettleInput): Promise<Envelope<Settlement>> =>
      (await call(app, getSettlement, input, { token })).body,
    submit,
    /** Settles and submits at the shown prices; `overrides` change the submission. */
    place: async (input: SettleInput, overrides: Partial<SubmitInput> = {}) =>
      submit(submitInputFrom(input, await settle(input), overrides)),
    result: async (parentOrderId: string): Promise<Envelope<OrderResult>> =>
      (await call(app, getOrderResult, { parentOrderId }, { token })).body,
  };
}
export type CheckoutClient = ReturnType<typeof checkoutClient>;

/**
 * `count` more purchasers in the organisation of a demo purchaser (same password and roles), each with its
 * own copy of the demo purchaser's default address; their usernames.
 */
export async function addBuyersLike(
  db: Db,
  username: string,
  count: number,
  prefix: string,
): Promise<string[]> {
  const [model] = await db.select().from(users).where(eq(users.username, username));
  if (!model) throw new Error(`no user ${username}`);
  const roles = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, model.id));
  const [address] = await db.select().from(addresses).where(eq(addresses.userId, model.id));
  const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
  const created = await db
    .insert(users)
    .values(
      names.map((name) => ({
        username: name,
        passwordHash: model.passwordHash,
        userName: name,
        kind: model.kind,
        memberClass: model.memberClass,
        orgId: model.orgId,
        createdAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(userRoles)
    .values(created.flatMap((u) => roles.map((r) => ({ userId: u.id, roleId: r.roleId }))));
  if (address) {
    const { id: _id, ...copy } = address;
    await db.insert(addresses).values(created.map((u) => ({ ...copy, userId: u.id })));
  }
  return names;
}
