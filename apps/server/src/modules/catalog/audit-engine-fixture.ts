// The catalogue audits' tests on the approval engine: the operators' task lists, a two-level platform process.
import {
  type BusinessKindCode,
  decideApprovalTask,
  type ProcessLevel,
  queryApprovalTasks,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { call, dataOf, loginAs } from '../../testing/call';
import type { TestApp } from '../../testing/test-app';
import { users } from '../identity/shared-tables';
import { operatorAuditLevels, publishPlatformProcess } from '../process/test-support';

export async function auditEngineFixture(t: TestApp) {
  const [operator, staff] = await Promise.all(['operator01', 'operator02'].map((u) => loginAs(t.app, u)));
  const [staffUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator02'));

  /** First any operation administrator, then operator02 by name (from its task list: it holds no audit page). */
  const twoLevels: ProcessLevel[] = [
    operatorAuditLevels()[0]!,
    {
      name: '复核',
      match: 'all',
      conditions: [],
      approvers: [{ kind: 'user', userId: String(staffUser!.id) }],
      mode: 'any',
    },
  ];

  /** Runs `body` while the platform's process of the kind has these levels; the one-level default after. */
  async function withLevels(
    businessKind: BusinessKindCode,
    levels: ProcessLevel[],
    body: () => Promise<void>,
  ) {
    await publishPlatformProcess(t.app, operator, { businessKind, levels });
    try {
      await body();
    } finally {
      await publishPlatformProcess(t.app, operator, { businessKind, levels: operatorAuditLevels() });
    }
  }
  const withTwoLevels = (businessKind: BusinessKindCode, body: () => Promise<void>) =>
    withLevels(businessKind, twoLevels, body);

  /** The user's open task of a record's audit, as its task list shows it. */
  async function openTask(token: string, businessKind: BusinessKindCode, subjectId: string) {
    const page = dataOf(
      await call(t.app, queryApprovalTasks, { tab: 'pending', businessKind, pageSize: 100 }, { token }),
    );
    return page.rows.find((row) => row.subjectId === subjectId);
  }

  /** operator02 decides its open task of a record's audit from its task list. */
  async function decideAsStaff(
    businessKind: BusinessKindCode,
    subjectId: string,
    approved: boolean,
    remark = '',
  ) {
    const task = await openTask(staff, businessKind, subjectId);
    if (!task) throw new Error(`operator02 has no task of ${businessKind} ${subjectId}`);
    return dataOf(
      await call(t.app, decideApprovalTask, { taskId: task.taskId, approved, remark }, { token: staff }),
    );
  }

  return { operator, staff, withLevels, withTwoLevels, openTask, decideAsStaff };
}
