import { addressSchema } from '@procuremart/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { addresses } from '../tables';

/** The addresses an actor sees: its own, and those its organisation's purchasers share. */
export function visibleAddresses(actor: Actor): SQL | undefined {
  const own = eq(addresses.userId, actor.userId);
  return actor.orgId === null
    ? own
    : or(own, and(eq(addresses.orgId, actor.orgId), eq(addresses.shared, true)));
}

/**
 * An address as `actor` sees it (select `addresses` joined to its owner, `users`): its columns, its region codes
 * as the cascader picks them, its owner's name, and whether it is the actor's own and the actor's default.
 */
export const addressRow = (actor: Actor) =>
  rowReader(
    addressSchema,
    addresses,
    {
      addressId: addresses.id,
      regionCodes: {
        province: addresses.provinceCode,
        city: addresses.cityCode,
        district: addresses.districtCode,
      },
      isDefault: { isDefault: addresses.isDefault, userId: addresses.userId },
      mine: addresses.userId,
      ownerName: users.userName,
    },
    {
      regionCodes: ({
        province,
        city,
        district,
      }: {
        province: string;
        city: string;
        district: string | null;
      }) => [province, city, ...(district ? [district] : [])],
      // The default is each user's own: a colleague's shared default is not the caller's default.
      isDefault: ({ isDefault, userId }: { isDefault: boolean; userId: number }) =>
        isDefault && userId === actor.userId,
      mine: (userId: number) => userId === actor.userId,
    },
  );
