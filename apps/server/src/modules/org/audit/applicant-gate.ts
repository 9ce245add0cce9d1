import { OrgApplicationState } from '@procuremart/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { orgApplications } from './tables';

/**
 * Whether the organisation in `orgId` (a users' column) has a registration not through its audit (pending or
 * refused): its users may make only the calls open to applicants (session.ts reads it with the actor).
 */
export const awaitingAuditOf = (orgId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${orgApplications} where ${orgApplications.orgId} = ${orgId} and ${orgApplications.state} in (${OrgApplicationState.pending}, ${OrgApplicationState.refused}))`.mapWith(
    Boolean,
  );
