import type * as calls from '@procuremart/contract';
import { ErrorCode, type MessageKey, type StationRow, stationMachine } from '@procuremart/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { recordCreation } from '../../../platform/steps/record-creation';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { orgs } from '../../org/shared-tables';
import { loadStation, stationScope } from './station-list';
import { stationNotFound } from './station-steps';
import { stationDataPermissions, stationMembers, stationRoles, stations } from './tables';

type Save = ParsedInput<typeof calls.saveStation>;

/** The station by id in the actor's scope, locked for a change (`station.notFound` outside it). */
export async function stationForWrite(tx: Tx, actor: Actor, stationId: number) {
  const [station] = await tx
    .select()
    .from(stations)
    .where(and(eq(stations.id, stationId), stationScope(actor)))
    .for('update');
  if (!station) throw stationNotFound();
  return station;
}

/** The top organisation a new station goes to: an operator names one, an enterprise administrator's is its own. */
async function stationOrgFor(tx: Tx, actor: Actor, orgId: string | undefined): Promise<number> {
  if (actor.kind !== 'operator') {
    if (actor.orgId === null) throw fieldError('station.orgRequired', 'orgId');
    return actor.orgId;
  }
  if (!orgId) throw fieldError('station.orgRequired', 'orgId');
  const [org] = await tx
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.id, parseId(orgId)), isNull(orgs.parentId)));
  if (!org) throw fieldError('station.orgNotFound', 'orgId');
  return org.id;
}

const UNIQUE_FIELDS: Readonly<Record<string, [MessageKey, string]>> = {
  stations_org_code_key: ['station.codeTaken', 'stationCode'],
  stations_org_name_key: ['station.nameTaken', 'stationName'],
};

/** Creates a station (no id) or edits one, in the actor's scope; code and name unique within its organisation. */
export async function saveStation(tx: Tx, actor: Actor, input: Save): Promise<StationRow> {
  const fields = {
    stationCode: input.stationCode,
    stationName: input.stationName,
    stationNameEn: input.stationNameEn,
    remark: input.remark,
  };
  const at = now();
  try {
    if (input.stationId) {
      const station = await stationForWrite(tx, actor, parseId(input.stationId));
      await tx
        .update(stations)
        .set({ ...fields, updatedAt: at })
        .where(eq(stations.id, station.id));
      return await loadStation(tx, station.id, actor);
    }
    const orgId = await stationOrgFor(tx, actor, input.orgId);
    const [created] = await tx
      .insert(stations)
      .values({ ...fields, orgId, createdAt: at, updatedAt: at })
      .returning({ id: stations.id, status: stations.status });
    await recordCreation(tx, stationMachine, { targetId: created.id, status: created.status, actor, at });
    return await loadStation(tx, created.id, actor);
  } catch (error) {
    const taken = UNIQUE_FIELDS[violatedUniqueConstraint(error) ?? ''];
    if (taken) throw fieldError(taken[0], taken[1]);
    throw error;
  }
}

/** Deletes a station with its roles and data permissions; refused while members hold it (`station.inUse`). */
export async function deleteStation(tx: Tx, actor: Actor, stationId: number): Promise<{ stationId: string }> {
  const station = await stationForWrite(tx, actor, stationId);
  const [{ members }] = await tx
    .select({ members: count() })
    .from(stationMembers)
    .where(eq(stationMembers.stationId, station.id));
  if (members > 0) throw new BusinessError(ErrorCode.business, 'station.inUse', { count: members });
  await tx.delete(stationRoles).where(eq(stationRoles.stationId, station.id));
  await tx.delete(stationDataPermissions).where(eq(stationDataPermissions.stationId, station.id));
  await tx.delete(stations).where(eq(stations.id, station.id));
  return { stationId: String(station.id) };
}
