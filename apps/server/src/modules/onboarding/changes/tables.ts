import { OrgInfoChangeState } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { orgs } from '../../org/shared-tables';

/**
 * An organisation's information change (ORG_INFO_CHANGE_KIND: a supplier's merchant base info, an enterprise's
 * account set): the values submitted, audited on the approval engine (orgInfoChange machine), applied only when
 * approved. At most one pending per organisation and kind. The submitter is identity's row, named by id.
 */
export const orgInfoChanges = pgTable(
  'org_info_changes',
  {
    id: identityId(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    state: varchar('state', { length: 2 }).notNull().default(OrgInfoChangeState.pending),
    version: integer('version').notNull().default(1),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    submittedBy: idRef('submitted_by').notNull(),
    submittedAt: timestampTz('submitted_at').notNull(),
    decidedAt: timestampTz('decided_at'),
    reason: varchar('reason', { length: 400 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('org_info_changes_one_pending_key').on(t.orgId, t.kind).where(sql`${t.state} = '01'`),
    index('org_info_changes_state_idx').on(t.state, t.submittedAt),
  ],
);

/**
 * An enterprise's approved account set (the version in use), one per organisation: written only when an
 * account-set change is approved.
 */
export const orgAccountSets = pgTable('org_account_sets', {
  orgId: idRef('org_id')
    .primaryKey()
    .references(() => orgs.id),
  accountName: varchar('account_name', { length: 200 }).notNull(),
  taxNo: varchar('tax_no', { length: 18 }).notNull(),
  taxpayerType: varchar('taxpayer_type', { length: 2 }).notNull(),
  bankName: varchar('bank_name', { length: 120 }).notNull(),
  bankAccount: varchar('bank_account', { length: 30 }).notNull(),
  registeredAddress: varchar('registered_address', { length: 400 }).notNull(),
  registeredPhone: varchar('registered_phone', { length: 30 }).notNull(),
  /** The approved change this version came from. */
  changeId: idRef('change_id').notNull(),
  approvedAt: timestampTz('approved_at').notNull(),
});
