import { type CommodityGroup, type Page, queryCommodityGroupList } from '@procuremart/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { groupColumns, toGroup } from './group-record';
import { commodityGroups } from './tables';

type Query = ParsedInput<typeof queryCommodityGroupList>;

/** Groups whose code or name (either language) contains the keyword, paged, by sort number. */
export const groupList = defineListQuery<Query>()({
  rows: (db) =>
    db
      .select(groupColumns)
      .from(commodityGroups)
      .leftJoin(users, eq(users.id, commodityGroups.updatedBy))
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(commodityGroups).$dynamic(),
  filters: filtersOf(queryCommodityGroupList, {
    keyword: [commodityGroups.groupCode, commodityGroups.groupName, commodityGroups.groupNameEn],
    enabled: commodityGroups.enabled,
    homeFloor: commodityGroups.homeFloor,
  }),
  sorts: {
    sortNo: commodityGroups.sortNo,
    groupCode: commodityGroups.groupCode,
    updatedAt: commodityGroups.updatedAt,
  },
  defaultOrder: [asc(commodityGroups.sortNo), asc(commodityGroups.groupCode)],
  tieBreaker: commodityGroups.id,
  map: toGroup,
});

export function listGroups(db: Db, query: Query): Promise<Page<CommodityGroup>> {
  return runList(db, groupList, query);
}
