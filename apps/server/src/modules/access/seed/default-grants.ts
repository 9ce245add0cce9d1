import { RoleCode } from '@procuremart/contract';
import { notInArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { now } from '../../../platform/clock';
import { roleMenuDefaults, roleMenus } from '../tables';

/** One default grant: a manifest gives this menu to this role. */
export interface DefaultGrant {
  roleCode: string;
  menuCode: string;
}

/**
 * SPEC §6's further purchaser roles, decided here: a department purchaser (022) and an external enterprise's
 * purchaser start with the buyer's (002) pages; stations narrow what they see.
 */
const DEFAULTS_LIKE: Readonly<Record<string, string>> = {
  [RoleCode.buyerAlt]: RoleCode.buyer,
  [RoleCode.externalBuyer]: RoleCode.buyer,
};
/** The payment planner follows the organisation's orders (and has the account pages every role has). */
const DEFAULT_PAGES: Readonly<Record<string, readonly string[]>> = {
  [RoleCode.paymentPlanner]: ['agrSourceOrderQueryQy'],
};

const keyOf = (grant: DefaultGrant) => `${grant.roleCode}\u0000${grant.menuCode}`;

/** The default grants of the manifests' menus (parents before children), with the roles decided above. */
export function defaultGrantsOf(
  rows: readonly { menuCode: string; parentCode: string | null; roles: readonly string[] }[],
): DefaultGrant[] {
  const grants = rows.flatMap((row) => row.roles.map((roleCode) => ({ roleCode, menuCode: row.menuCode })));
  for (const [role, like] of Object.entries(DEFAULTS_LIKE)) {
    for (const grant of grants.filter((g) => g.roleCode === like)) grants.push({ ...grant, roleCode: role });
  }
  const parentOf = new Map(rows.map((row) => [row.menuCode, row.parentCode]));
  for (const [roleCode, pages] of Object.entries(DEFAULT_PAGES)) {
    for (let code of pages) {
      if (!parentOf.has(code)) throw new Error(`default page ${code} of role ${roleCode} is not declared`);
      for (let at: string | null | undefined = code; at; at = parentOf.get(at)) {
        code = at;
        grants.push({ roleCode, menuCode: code });
      }
    }
  }
  return [...new Map(grants.map((grant) => [keyOf(grant), grant])).values()];
}

/**
 * Applies the defaults the ledger has not recorded yet and records them; a default applied once is never
 * applied again, so a grant an operator removed stays removed. A retired menu's entries leave the ledger, so a
 * page that comes back reaches its roles again.
 */
export async function applyDefaultGrants(
  tx: Tx,
  defaults: readonly DefaultGrant[],
  roleIds: ReadonlyMap<string, number>,
  menuIds: ReadonlyMap<string, number>,
): Promise<void> {
  const applied = new Set((await tx.select().from(roleMenuDefaults)).map(keyOf));
  const fresh = defaults.filter(
    (grant) => !applied.has(keyOf(grant)) && roleIds.has(grant.roleCode) && menuIds.has(grant.menuCode),
  );
  if (fresh.length > 0) {
    await tx
      .insert(roleMenus)
      .values(
        fresh.map((grant) => ({
          roleId: roleIds.get(grant.roleCode)!,
          menuId: menuIds.get(grant.menuCode)!,
        })),
      )
      .onConflictDoNothing();
    const appliedAt = now();
    await tx
      .insert(roleMenuDefaults)
      .values(fresh.map((grant) => ({ ...grant, appliedAt })))
      .onConflictDoNothing();
  }
  await tx.delete(roleMenuDefaults).where(notInArray(roleMenuDefaults.menuCode, [...menuIds.keys()]));
}
