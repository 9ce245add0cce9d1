import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The station fields' labels: the station list, its filters, the forms and the detail. */
export const stationGlossary = defineGlossary('station.field', {
  stationId: bilingual('岗位编号', 'Station no.'),
  stationCode: bilingual('岗位编码', 'Station code'),
  stationName: bilingual('岗位名称', 'Station name'),
  stationNameEn: bilingual('英文名称', 'English name'),
  orgId: bilingual('所属单位', 'Organisation'),
  orgName: bilingual('所属单位', 'Organisation'),
  orgType: bilingual('单位类型', 'Organisation type'),
  remark: bilingual('说明', 'Description'),
  status: bilingual('状态', 'State'),
  memberCount: bilingual('成员数', 'Members'),
  roleNames: bilingual('岗位角色', 'Roles'),
  dataScopes: bilingual('数据权限', 'Data permissions'),
  resource: bilingual('数据资源类型', 'Data resource'),
  authority: bilingual('数据权限类型', 'Data authority'),
  orgIds: bilingual('指定单位', 'Listed organisations'),
  keyword: bilingual('关键字', 'Keyword'),
  updatedAt: bilingual('更新时间', 'Updated at'),
});
