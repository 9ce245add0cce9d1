import type { ApprovalFacts, ProcessLevel } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';

/**
 * An approval process: a business kind (BUSINESS_KIND) for one organisation, or the platform's (org_id null),
 * which every organisation without its own follows.
 */
export const approvalProcesses = pgTable(
  'approval_processes',
  {
    id: identityId(),
    businessKind: varchar('business_kind', { length: 30 }).notNull(),
    orgId: idRef('org_id').references(() => orgs.id),
    name: varchar('name', { length: 40 }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('approval_processes_kind_org_key')
      .on(t.businessKind, t.orgId)
      .where(sql`${t.orgId} is not null`),
    uniqueIndex('approval_processes_kind_platform_key').on(t.businessKind).where(sql`${t.orgId} is null`),
  ],
);

/**
 * A process's version (the process-version machine: 0 drafted, 1 published, 2 retired) with its ordered levels.
 * Only a draft's levels change; at most one version of a process is published.
 */
export const approvalProcessVersions = pgTable(
  'approval_process_versions',
  {
    id: identityId(),
    processId: idRef('process_id')
      .notNull()
      .references(() => approvalProcesses.id),
    versionNo: integer('version_no').notNull(),
    status: smallint('status').notNull().default(0),
    version: integer('version').notNull().default(1),
    levels: jsonb('levels').$type<ProcessLevel[]>().notNull(),
    createdAt: timestampTz('created_at').notNull(),
    createdBy: idRef('created_by').references(() => users.id),
    publishedAt: timestampTz('published_at'),
    retiredAt: timestampTz('retired_at'),
  },
  (t) => [
    uniqueIndex('approval_process_versions_no_key').on(t.processId, t.versionNo),
    uniqueIndex('approval_process_versions_published_key').on(t.processId).where(sql`${t.status} = 1`),
  ],
);

/**
 * One approval of one subject (a business kind's record) on the version it started with: running (0) through
 * its applicable levels (`levels`: the indexes of the version's levels whose conditions held), then approved (1)
 * or rejected (2). At most one runs per subject.
 */
export const approvalRuns = pgTable(
  'approval_runs',
  {
    id: identityId(),
    versionId: idRef('version_id')
      .notNull()
      .references(() => approvalProcessVersions.id),
    businessKind: varchar('business_kind', { length: 30 }).notNull(),
    subjectId: idRef('subject_id').notNull(),
    /** The subject's number as its domain shows it (an order's number), for the approvers' lists. */
    subjectNo: varchar('subject_no', { length: 60 }).notNull().default(''),
    /** The subject's organisation (its top organisation): where approvers are found. */
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    applicantUserId: idRef('applicant_user_id')
      .notNull()
      .references(() => users.id),
    facts: jsonb('facts').$type<ApprovalFacts>().notNull(),
    levels: jsonb('levels').$type<number[]>().notNull(),
    /** The position in `levels` of the level whose tasks are open. */
    currentLevel: integer('current_level').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createdAt: timestampTz('created_at').notNull(),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [
    uniqueIndex('approval_runs_running_subject_key')
      .on(t.businessKind, t.subjectId)
      .where(sql`${t.status} = 0`),
    index('approval_runs_subject_idx').on(t.businessKind, t.subjectId),
  ],
);

/**
 * One approver's task at one level of a run (APPROVAL_TASK_STATUS: 0 open, 1 approved, 2 rejected, 3 delegated,
 * 4 closed): the approver's lists are made of these, and together they are the approval's history.
 */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: identityId(),
    runId: idRef('run_id')
      .notNull()
      .references(() => approvalRuns.id),
    /** The version's level index (0-based). */
    levelIndex: integer('level_index').notNull(),
    approverUserId: idRef('approver_user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    /** Given to the organisation's administrator because the level's approvers were all gone. */
    escalated: boolean('escalated').notNull().default(false),
    /** The task this one was delegated from. */
    delegatedFrom: idRef('delegated_from'),
    remark: varchar('remark', { length: 400 }).notNull().default(''),
    createdAt: timestampTz('created_at').notNull(),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    index('approval_tasks_run_idx').on(t.runId),
    index('approval_tasks_approver_idx').on(t.approverUserId, t.status),
  ],
);
