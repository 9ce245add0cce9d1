import { ErrorCode, ProcessVersionStatus, processVersionMachine } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { takeSteps } from '../../../platform/steps/take-steps';
import { users } from '../../identity/shared-tables';
import { approvalProcesses, approvalProcessVersions } from '../tables';

const versionNotFound = () => new BusinessError(ErrorCode.notFound, 'process.versionNotFound');

/**
 * Versions publish and retire through the process-version machine, in the taker's scope (an enterprise
 * administrator its organisation's processes, an operator any); the step stamps when.
 */
export const versionSteps = bindMachine({
  machine: processVersionMachine,
  table: approvalProcessVersions,
  id: approvalProcessVersions.id,
  status: approvalProcessVersions.status,
  version: approvalProcessVersions.version,
  notFound: versionNotFound,
  scope: (taker) => {
    const org = takerScope(taker, { org: approvalProcesses.orgId });
    return org === undefined
      ? undefined
      : sql`${approvalProcessVersions.processId} in (select ${approvalProcesses.id} from ${approvalProcesses} where ${org})`;
  },
  stamp: ({ to, at }) =>
    to === ProcessVersionStatus.published
      ? { publishedAt: at }
      : to === ProcessVersionStatus.retired
        ? { retiredAt: at }
        : {},
  historyNames: { id: users.id, name: users.username },
});

/**
 * Publishes a draft: the version published before in its process is retired by the same hand (`supersede`), so
 * one version is published at a time; approvals running on the old one keep it.
 */
export async function publishVersion(tx: Tx, actor: Actor, versionId: number, remark: string) {
  const [version] = await tx
    .select({ processId: approvalProcessVersions.processId })
    .from(approvalProcessVersions)
    .where(eq(approvalProcessVersions.id, versionId));
  if (version) {
    const [current] = await tx
      .select({ id: approvalProcessVersions.id })
      .from(approvalProcessVersions)
      .where(
        and(
          eq(approvalProcessVersions.processId, version.processId),
          eq(approvalProcessVersions.status, ProcessVersionStatus.published),
        ),
      );
    // One transaction: a refused publication (not a draft, not the actor's) rolls the retirement back too.
    if (current) await takeSteps(tx, versionSteps, { ids: [current.id], event: 'supersede', actor });
  }
  const [taken] = await takeSteps(tx, versionSteps, { ids: [versionId], event: 'publish', actor, remark });
  return { versionId: String(versionId), status: taken!.to };
}

/** Retires a draft or the published version (new approvals follow the platform's process, or need none). */
export async function retireVersion(tx: Tx, actor: Actor, versionId: number, remark: string) {
  const [taken] = await takeSteps(tx, versionSteps, { ids: [versionId], event: 'retire', actor, remark });
  return { versionId: String(versionId), status: taken!.to };
}
