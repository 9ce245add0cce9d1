import { auditQueueList, commodityQueryList, shelfControlList } from './commodity-resource';
import { SkuListPage } from './SkuListPage';
import { auditActions, shelfControlActions } from './sku-actions';

const firstAudit = { list: auditQueueList(1), actions: auditActions(1) };
const secondAudit = { list: auditQueueList(2), actions: auditActions(2) };

export function FirstAuditPage() {
  return <SkuListPage descriptor={firstAudit.list} actions={firstAudit.actions} />;
}

export function SecondAuditPage() {
  return <SkuListPage descriptor={secondAudit.list} actions={secondAudit.actions} />;
}

export function ShelfControlPage() {
  return <SkuListPage descriptor={shelfControlList} actions={shelfControlActions} />;
}

export function CommodityQueryPage() {
  return <SkuListPage descriptor={commodityQueryList} />;
}
