import {
  type AuditTab,
  type BrandAuthRow,
  BrandAuthStatus,
  type Page,
  type queryBrandAuthAuditList,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { runAuditList, runList } from '../../../platform/lists';
import { brandAuthList } from './brand-auth-record';
import { brandAuths } from './tables';
import { chinaToday } from './validity';

type Query = ParsedInput<typeof queryBrandAuthAuditList>;

export function listBrandAuths(db: Db, actor: Actor, input: Query): Promise<Page<BrandAuthRow>> {
  return runList(db, brandAuthList(actor, chinaToday()), input);
}

/** The operators' audit list: awaiting audit, or decided (approved, rejected, stopped), with both tabs' counts. */
export function listBrandAuthAudit(
  db: Db,
  actor: Actor,
  input: Query,
): Promise<Page<BrandAuthRow> & { tabCounts: Record<AuditTab, number> }> {
  return runAuditList(
    db,
    brandAuthList(actor, chinaToday()),
    input,
    eq(brandAuths.status, BrandAuthStatus.applied),
  );
}
