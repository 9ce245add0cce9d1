import type * as calls from '@procuremart/contract';
import {
  APPLIED_DATA_RESOURCES,
  type DataAuthorityCode,
  type DataResourceCode,
  LISTING_AUTHORITIES,
  MEMBER_ORG_AUTHORITIES,
  OPERATOR_AUTHORITIES,
  OrgType,
  type StationRow,
} from '@procuremart/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { subtree } from '../../../platform/list-filters';
import { orgs } from '../../org/shared-tables';
import { loadStation } from './station-list';
import { stationForWrite } from './station-writes';
import { stationDataPermissions } from './tables';

const orgTree = { table: orgs, id: orgs.id, parentId: orgs.parentId };

/**
 * The authorities a station's organisation may give: the operating organisation's stations (operators) a zone or
 * all; an enterprise's the member-side ones (own records up to the whole organisation). Suppliers' stations get
 * none yet: a supplier sees its own supplier record's rows whatever its station.
 */
function authoritiesFor(orgType: string): readonly DataAuthorityCode[] {
  if (orgType === OrgType.platform) return OPERATOR_AUTHORITIES;
  if (orgType === OrgType.enterprise) return MEMBER_ORG_AUTHORITIES;
  return [];
}

/** Checks the listed organisations exist and, for an enterprise's station, lie within its own organisation. */
async function checkListed(tx: Tx, orgType: string, stationOrgId: number, orgIds: number[]): Promise<void> {
  if (orgIds.length === 0) throw fieldError('station.orgsRequired', 'orgIds');
  const within = orgType === OrgType.platform ? undefined : inArray(orgs.id, subtree(orgTree, stationOrgId));
  const found = await tx
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(inArray(orgs.id, orgIds), within));
  if (found.length !== orgIds.length) throw fieldError('station.orgOutside', 'orgIds');
}

/**
 * Sets (or, with no authority, removes) how far the station's members see one data resource. The members' next
 * request reads it (the caller forgets the actor cache).
 */
export async function saveDataPermission(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.saveDataPermission>,
): Promise<StationRow> {
  const station = await stationForWrite(tx, actor, parseId(input.stationId));
  const resource = input.resource as DataResourceCode;
  const where = and(
    eq(stationDataPermissions.stationId, station.id),
    eq(stationDataPermissions.resource, resource),
  );
  if (input.authority === null) {
    await tx.delete(stationDataPermissions).where(where);
    return loadStation(tx, station.id, actor);
  }
  if (!APPLIED_DATA_RESOURCES.includes(resource)) throw fieldError('station.resourceNotApplied', 'resource');
  const authority = input.authority as DataAuthorityCode;
  const [org] = await tx.select({ orgType: orgs.orgType }).from(orgs).where(eq(orgs.id, station.orgId));
  if (!authoritiesFor(org.orgType).includes(authority))
    throw fieldError('station.authorityNotForOrg', 'authority');
  const listing = LISTING_AUTHORITIES.includes(authority);
  const orgIds = listing ? [...new Set(input.orgIds.map(parseId))] : [];
  if (listing) await checkListed(tx, org.orgType, station.orgId, orgIds);
  const values = { stationId: station.id, resource, authority, orgIds };
  await tx
    .insert(stationDataPermissions)
    .values(values)
    .onConflictDoUpdate({
      target: [stationDataPermissions.stationId, stationDataPermissions.resource],
      set: { authority, orgIds },
    });
  return loadStation(tx, station.id, actor);
}
