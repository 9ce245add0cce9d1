import { DataAuthority, DataResource, stationMachine } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../../db/client';
import { systemActor } from '../../../../platform/actor';
import { recordCreation } from '../../../../platform/steps/record-creation';
import { users } from '../../../identity/shared-tables';
import { stationDataPermissions, stationMembers, stations } from '../tables';

const orgOf = async (tx: Tx, username: string) => {
  const [user] = await tx
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(eq(users.username, username));
  return user?.orgId ? { userId: user.id, orgId: user.orgId } : null;
};

async function addStation(
  tx: Tx,
  at: Date,
  station: { orgId: number; stationCode: string; stationName: string; stationNameEn: string; remark: string },
): Promise<number> {
  const [created] = await tx
    .insert(stations)
    .values({ ...station, createdAt: at, updatedAt: at })
    .returning({ id: stations.id, status: stations.status });
  await recordCreation(tx, stationMachine, {
    targetId: created.id,
    status: created.status,
    actor: systemActor('seed'),
    at,
  });
  return created.id;
}

/**
 * The platform's north-zone order desk, held by zoneop01, whose data permission for orders is the zone of
 * purchaser02's organisation; and an empty warehouse-keeper station in purchaser01's organisation to show.
 */
export async function seedDemoStations(tx: Tx, at: Date): Promise<void> {
  const zoneOperator = await orgOf(tx, 'zoneop01');
  const north = await orgOf(tx, 'purchaser02');
  const east = await orgOf(tx, 'purchaser01');
  if (!zoneOperator || !north || !east) return;
  const desk = await addStation(tx, at, {
    orgId: zoneOperator.orgId,
    stationCode: 'ZONE-NORTH',
    stationName: '华北区域订单岗',
    stationNameEn: 'North zone order desk',
    remark: '查询北方能源装备股份有限公司的订单',
  });
  await tx.insert(stationMembers).values({ stationId: desk, userId: zoneOperator.userId });
  await tx.insert(stationDataPermissions).values({
    stationId: desk,
    resource: DataResource.order,
    authority: DataAuthority.zone,
    orgIds: [north.orgId],
  });
  await addStation(tx, at, {
    orgId: east.orgId,
    stationCode: 'WAREHOUSE',
    stationName: '仓库管理员',
    stationNameEn: 'Warehouse keeper',
    remark: '',
  });
}
