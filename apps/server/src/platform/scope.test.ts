import { DataAuthority, DataResource } from '@procuremart/contract';
import { bigint, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { type DataScope, type Owners, rowScope } from './scope';

const records = pgTable('records', {
  orgId: bigint('org_id', { mode: 'number' }),
  unitId: bigint('unit_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  supplierId: bigint('supplier_id', { mode: 'number' }),
});
const owners: Owners = {
  org: records.orgId,
  unit: records.unitId,
  user: records.userId,
  supplier: records.supplierId,
  resource: DataResource.order,
};
const dialect = new PgDialect();

const actor = (kind: Actor['kind'], dataScopes?: DataScope[]): Actor => ({
  userId: 7,
  username: 'u',
  userName: 'u',
  kind,
  orgId: 3,
  orgName: null,
  supplierId: kind === 'supplier' ? 5 : null,
  roles: [],
  menuCodes: [],
  sessionId: '',
  ip: null,
  ...(dataScopes ? { dataScopes } : {}),
});
const scope = (resource: string, authority: string, orgIds: number[] = []) => ({
  resource,
  authority,
  orgIds,
});
/** The condition as SQL text and its parameters; undefined: every row. */
const render = (who: Actor, of = owners) => {
  const condition = rowScope(who, of);
  if (!condition) return undefined;
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};

describe('rowScope', () => {
  it('keeps each kind’s default without a data permission for the resource', () => {
    expect(render(actor('operator'))).toBeUndefined();
    expect(render(actor('purchaser'))).toEqual({ sql: '"records"."org_id" = $1', params: [3] });
    expect(render(actor('supplier'))).toEqual({ sql: '"records"."supplier_id" = $1', params: [5] });
    // A permission for another resource, or none named by the record, changes nothing.
    expect(render(actor('operator', [scope(DataResource.member, DataAuthority.own)]))).toBeUndefined();
    const { resource: _, ...unnamed } = owners;
    expect(
      render(actor('purchaser', [scope(DataResource.order, DataAuthority.own)]), unnamed)?.params,
    ).toEqual([3]);
  });

  it('narrows to own records, a department or listed organisations, matched on the department or else the organisation', () => {
    expect(render(actor('purchaser', [scope('order', DataAuthority.own)]))).toEqual({
      sql: '"records"."user_id" = $1',
      params: [7],
    });
    expect(render(actor('purchaser', [scope('order', DataAuthority.deptTree, [11, 12])]))).toEqual({
      sql: 'coalesce("records"."unit_id", "records"."org_id") in ($1, $2)',
      params: [11, 12],
    });
    expect(render(actor('operator', [scope('order', DataAuthority.zone, [4])]))?.params).toEqual([4]);
    // A listing that reaches no organisation sees nothing.
    expect(render(actor('operator', [scope('order', DataAuthority.zone, [])]))?.sql).toBe('false');
  });

  it('unions several stations’ permissions, and one of `all` opens every row', () => {
    const two = render(
      actor('purchaser', [scope('order', DataAuthority.own), scope('order', DataAuthority.org)]),
    );
    expect(two).toEqual({ sql: '("records"."user_id" = $1 or "records"."org_id" = $2)', params: [7, 3] });
    expect(
      render(actor('operator', [scope('order', DataAuthority.zone, [4]), scope('order', DataAuthority.all)])),
    ).toBeUndefined();
  });

  it('leaves suppliers on their supplier record whatever their stations', () => {
    expect(render(actor('supplier', [scope('order', DataAuthority.all)]))).toEqual({
      sql: '"records"."supplier_id" = $1',
      params: [5],
    });
  });
});
