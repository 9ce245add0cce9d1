import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import { endUserSessions } from './sessions-end';
import { scanDevices } from './tables';

/** The caller's devices bound for scan sign-in, most recently used first. */
export async function listScanDevices(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(scanDevices)
    .where(eq(scanDevices.userId, actor.userId))
    .orderBy(desc(scanDevices.lastUsedAt), desc(scanDevices.id));
  return rows.map((row) => ({
    deviceId: String(row.id),
    deviceName: row.deviceName,
    boundAt: row.boundAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  }));
}

/** Unbinds one of the caller's devices (another's reads as unknown) and signs that device out. */
export async function unbindScanDevice(tx: Tx, actor: Actor, deviceId: number): Promise<true> {
  const [removed] = await tx
    .delete(scanDevices)
    .where(and(eq(scanDevices.id, deviceId), eq(scanDevices.userId, actor.userId)))
    .returning({ sessionHash: scanDevices.sessionHash });
  if (!removed) throw fieldError('accounts.deviceNotFound', 'deviceId');
  await endUserSessions(tx, actor.userId, now(), { only: [removed.sessionHash] });
  return true;
}
