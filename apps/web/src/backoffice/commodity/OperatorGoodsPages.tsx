import { AuditPage } from '../../resources/AuditPage';
import { commodityQueryList, listingAudit, shelfControlList } from './commodity-resource';
import { SkuListPage } from './SkuListPage';
import { shelfControlActions } from './sku-actions';

const firstAudit = listingAudit(1);
const secondAudit = listingAudit(2);

/** The first listing audit (`newSoldUpList`): awaiting review and reviewed at level 1. */
export function FirstAuditPage() {
  return <AuditPage audit={firstAudit} />;
}

/** The second listing audit (`newSoldUpTwoList`): awaiting review and reviewed at level 2. */
export function SecondAuditPage() {
  return <AuditPage audit={secondAudit} />;
}

export function ShelfControlPage() {
  return <SkuListPage descriptor={shelfControlList} actions={shelfControlActions} />;
}

export function CommodityQueryPage() {
  return <SkuListPage descriptor={commodityQueryList} />;
}
