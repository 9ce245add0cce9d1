import {
  type AuditQueueRow,
  type AuditTab,
  type CommodityRow,
  commodityRowSchema,
  ErrorCode,
  type Page,
  type queryAuditList,
  queryCommodityList,
  type querySupplierSkuList,
  SKU_PERMISSION,
  SkuStatus,
  skuMachine,
} from '@procuremart/contract';
import { and, count, desc, eq, exists, inArray, not, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { statusHistory } from '../../../platform/audit/tables';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, mapPage, runAuditList, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { readStatusHistory } from '../../../platform/steps/status-history';
import { users } from '../../identity/shared-tables';
import { brands, categories, skus, suppliers } from '../tables';
import { visibleGoods } from './goods-scope';
import { skuActionsOf } from './sku-actions';

type AnyQuery = ParsedInput<typeof queryCommodityList> & { level?: 1 | 2 };

/** A SKU row: its own columns and its category's, brand's and supplier's names. */
export const commodityRow = rowReader(commodityRowSchema, skus, {
  skuId: skus.id,
  categoryName: categories.name,
  brandName: brands.brandName,
  supplierName: suppliers.name,
});

/** `select commodityRow.columns from skus` joined to the names (the lists and the commodity detail). */
export const commodityRowsFrom = (db: Db | Tx) =>
  db
    .select(commodityRow.columns)
    .from(skus)
    .innerJoin(categories, eq(categories.id, skus.categoryId))
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .$dynamic();

/** The SKU rows of one audience's view: `where` says which SKUs it holds at all. */
const commodityList = (where: SQL | undefined) =>
  defineListQuery<AnyQuery>()({
    rows: commodityRowsFrom,
    count: (db) =>
      db
        .select({ total: count() })
        .from(skus)
        .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
        .$dynamic(),
    where,
    filters: filtersOf(queryCommodityList, {
      keyword: [skus.skuName, skus.supplierSkuCode, skus.model],
      statuses: skus.status,
      supplierName: [suppliers.name, suppliers.companyName],
    }),
    sorts: {
      updatedAt: skus.updatedAt,
      salePrice: skus.salePrice,
      stock: skus.stock,
      skuName: skus.skuName,
    },
    defaultOrder: [desc(skus.updatedAt)],
    tieBreaker: skus.id,
    map: commodityRow.toRow,
  });

/** A supplier's own SKUs. */
export function listSupplierSkus(db: Db, actor: Actor, input: ParsedInput<typeof querySupplierSkuList>) {
  return runList(db, commodityList(visibleGoods(actor, skus.supplierId)), input);
}

/** Every supplier's SKUs (operators), or those the operator's data permission for goods reaches. */
export function listCommodities(db: Db, actor: Actor, input: AnyQuery): Promise<Page<CommodityRow>> {
  return runList(db, commodityList(visibleGoods(actor, skus.supplierId)), input);
}

const SHELF_STATUSES = [SkuStatus.onShelf, SkuStatus.offShelf, SkuStatus.forcedOffShelf];

/** SKUs an operator may force off shelf or restore (of those its data permission for goods reaches). */
export function listShelfControl(db: Db, actor: Actor, input: AnyQuery): Promise<Page<CommodityRow>> {
  const where = and(inArray(skus.status, SHELF_STATUSES), visibleGoods(actor, skus.supplierId));
  return runList(db, commodityList(where), input);
}

/** Each audit level: the review page it needs, the status waiting at it and the steps that decide there. */
const AUDIT_LEVELS = {
  1: {
    page: SKU_PERMISSION.firstAudit,
    waiting: SkuStatus.awaitingFirstAudit,
    decisions: ['passFirst', 'rejectFirst'],
  },
  2: {
    page: SKU_PERMISSION.secondAudit,
    waiting: SkuStatus.awaitingSecondAudit,
    decisions: ['passSecond', 'rejectSecond'],
  },
} as const;

/**
 * One audit level's queue; each level needs its own review page. Pending: the SKUs waiting at the level.
 * Decided: the SKUs the level's reviewers passed or rejected (from the SKU status history) that are not
 * waiting there again (a resubmitted request is pending once more). Each row carries its last decision there
 * and the steps the operator may take (passing or rejecting only with the open task of the SKU's audit).
 */
export async function listAuditQueue(
  db: Db,
  actor: Actor,
  input: ParsedInput<typeof queryAuditList>,
): Promise<Page<AuditQueueRow> & { tabCounts: Record<AuditTab, number> }> {
  const level = AUDIT_LEVELS[input.level];
  if (!actor.menuCodes.includes(level.page))
    throw new BusinessError(ErrorCode.forbidden, 'commodity.auditLevelNotHeld');
  const waiting = eq(skus.status, level.waiting);
  const decidedHere = exists(
    db
      .select({ id: statusHistory.id })
      .from(statusHistory)
      .where(
        and(
          eq(statusHistory.machine, skuMachine.name),
          eq(statusHistory.targetId, skus.id),
          inArray(statusHistory.event, [...level.decisions]),
        ),
      ),
  );
  const page = await runAuditList(db, commodityList(undefined), input, {
    pending: waiting,
    decided: and(decidedHere, not(waiting)) as SQL,
  });
  const skuIds = page.rows.map((row) => parseId(row.skuId));
  const [decisions, actions] = await Promise.all([
    lastDecisions(db, skuIds, level.decisions),
    skuActionsOf(db, actor, skuIds),
  ]);
  const rows = mapPage(page, (row) => ({
    ...row,
    ...(decisions.get(row.skuId) ?? NO_DECISION),
    actions: actions.get(row.skuId) ?? [],
  }));
  return { ...rows, tabCounts: page.tabCounts };
}

const NO_DECISION = { decision: null, decidedBy: null, decidedAt: null, decisionRemark: null };

/** The newest of the given decisions on each SKU, with who took it and why. */
async function lastDecisions(db: Db, skuIds: number[], events: readonly string[]) {
  const entries = await readStatusHistory(db, {
    machine: skuMachine,
    targetIds: skuIds,
    events,
    names: { id: users.id, name: users.username },
  });
  const last = new Map<string, Omit<AuditQueueRow, keyof CommodityRow | 'actions'>>();
  for (const entry of entries) {
    const skuId = idText(entry.targetId);
    if (last.has(skuId)) continue;
    last.set(skuId, {
      decision: entry.event,
      decidedBy: entry.username,
      decidedAt: entry.createdAt,
      decisionRemark: entry.remark,
    });
  }
  return last;
}
