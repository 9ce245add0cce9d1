// Fixtures of the approval engine for other domains' tests and the browser specs only.
import {
  type BusinessKindCode,
  type ProcessLevel,
  publishProcessVersion,
  queryProcessList,
  saveProcess,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { call, dataOf } from '../../testing/call';

export { thresholdLevels } from './seed/platform-processes';

/**
 * Publishes a new version of an organisation's process of a kind (creating the process when it has none) through
 * the calls an operator makes; returns the published version's id.
 */
export async function publishOrgProcess(
  app: FastifyInstance,
  token: string,
  input: { businessKind: BusinessKindCode; orgId: number; levels: ProcessLevel[]; name?: string },
): Promise<string> {
  const list = dataOf(
    await call(
      app,
      queryProcessList,
      { pageNo: 1, pageSize: 10, businessKind: input.businessKind, orgId: String(input.orgId) },
      { token },
    ),
  );
  const existing = list.rows.find((row) => row.orgId === String(input.orgId));
  const saved = dataOf(
    await call(
      app,
      saveProcess,
      existing
        ? { processId: existing.processId, name: existing.name, levels: input.levels }
        : {
            businessKind: input.businessKind,
            orgId: String(input.orgId),
            name: input.name ?? '订单审批',
            levels: input.levels,
          },
      { token },
    ),
  );
  dataOf(await call(app, publishProcessVersion, { versionId: saved.versionId }, { token }));
  return saved.versionId;
}

/**
 * Publishes a new version of the platform's process of a kind (a platform audit's: listing, price change, …)
 * through the calls an operator makes; returns the published version's id.
 */
export async function publishPlatformProcess(
  app: FastifyInstance,
  token: string,
  input: { businessKind: BusinessKindCode; levels: ProcessLevel[] },
): Promise<string> {
  const list = dataOf(
    await call(
      app,
      queryProcessList,
      { pageNo: 1, pageSize: 50, businessKind: input.businessKind },
      { token },
    ),
  );
  const platform = list.rows.find((row) => row.orgId === null);
  if (!platform) throw new Error(`no platform process of ${input.businessKind}`);
  const saved = dataOf(
    await call(
      app,
      saveProcess,
      { processId: platform.processId, name: platform.name, levels: input.levels },
      { token },
    ),
  );
  dataOf(await call(app, publishProcessVersion, { versionId: saved.versionId }, { token }));
  return saved.versionId;
}

/** The platform audits' default levels (one level, any one operation administrator). */
export { operatorAuditLevels } from './seed/platform-processes';
