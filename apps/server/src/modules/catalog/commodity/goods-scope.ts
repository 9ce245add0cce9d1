import { DataResource } from '@procuremart/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor';
import { rowScope } from '../../../platform/scope';
import { suppliers } from '../tables';

/**
 * Whose goods are, for the row scope and the data permissions for goods: their supplier, and the supplier's
 * organisation (what listed organisations or a zone name).
 */
const supplierOwners = { org: suppliers.orgId, supplier: suppliers.id, resource: DataResource.goods };

/**
 * The goods (SKUs or SPUs, by their supplier column) an actor may see in the back office, from the session (one
 * place for every goods list, detail and export): a supplier its own supplier record's; an operator every
 * supplier's, or those its data permission for goods reaches (a zone operator: the suppliers of its listed
 * organisations).
 */
export function visibleGoods(actor: Actor, supplierId: AnyColumn): SQL | undefined {
  if (actor.kind === 'supplier') return rowScope(actor, { supplier: supplierId });
  const scope = rowScope(actor, supplierOwners);
  if (scope === undefined) return undefined;
  return sql`${supplierId} in (select ${suppliers.id} from ${suppliers} where ${scope})`;
}
