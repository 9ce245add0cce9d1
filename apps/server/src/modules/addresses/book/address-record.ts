import type { Address, AddressKind } from '@procuremart/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor';
import { idText, isoText } from '../../../platform/ids';
import { users } from '../../identity/shared-tables';
import { addresses } from '../tables';

export const addressColumns = {
  id: addresses.id,
  userId: addresses.userId,
  kind: addresses.kind,
  provinceCode: addresses.provinceCode,
  provinceName: addresses.provinceName,
  cityCode: addresses.cityCode,
  cityName: addresses.cityName,
  districtCode: addresses.districtCode,
  districtName: addresses.districtName,
  contactName: addresses.contactName,
  mobile: addresses.mobile,
  phone: addresses.phone,
  detail: addresses.detail,
  tag: addresses.tag,
  isDefault: addresses.isDefault,
  shared: addresses.shared,
  version: addresses.version,
  updatedAt: addresses.updatedAt,
  ownerName: users.userName,
};
type AddressRow = Omit<typeof addresses.$inferSelect, 'orgId' | 'createdAt'> & { ownerName: string };

/** The addresses an actor sees: its own, and those its organisation's purchasers share. */
export function visibleAddresses(actor: Actor): SQL | undefined {
  const own = eq(addresses.userId, actor.userId);
  return actor.orgId === null
    ? own
    : or(own, and(eq(addresses.orgId, actor.orgId), eq(addresses.shared, true)));
}

export function toAddress(actor: Actor) {
  return (row: AddressRow): Address => ({
    addressId: idText(row.id),
    kind: row.kind as AddressKind,
    regionCodes: [row.provinceCode, row.cityCode, ...(row.districtCode ? [row.districtCode] : [])],
    provinceName: row.provinceName,
    cityName: row.cityName,
    districtName: row.districtName,
    contactName: row.contactName,
    mobile: row.mobile,
    phone: row.phone,
    detail: row.detail,
    tag: row.tag,
    // The default is each user's own: a colleague's shared default is not the caller's default.
    isDefault: row.isDefault && row.userId === actor.userId,
    shared: row.shared,
    mine: row.userId === actor.userId,
    ownerName: row.ownerName,
    version: row.version,
    updatedAt: isoText(row.updatedAt),
  });
}
