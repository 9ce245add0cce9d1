import { OperatorOrderDetailView } from './OperatorOrderDetailPage';
import { OrderQueryView } from './OrderQueryPage';
import { ParentOrderDetailView } from './ParentOrderDetailPage';
import { ZONE_DESK, ZONE_QUERY } from './query-pages';

// The zone operators' order views: the integrated query's list and details over the same calls, which the
// caller's data permission for orders narrows on the server (another zone's order answers E404).

export const ZoneOrderQuery = () => <OrderQueryView pages={ZONE_QUERY} />;
export const ZoneOrderDetail = () => <OperatorOrderDetailView pages={ZONE_QUERY} />;
export const ZoneParentDetail = () => <ParentOrderDetailView pages={ZONE_QUERY} />;
export const ZoneOrderDesk = () => <OrderQueryView pages={ZONE_DESK} />;
export const ZoneDeskOrderDetail = () => <OperatorOrderDetailView pages={ZONE_DESK} />;
export const ZoneDeskParentDetail = () => <ParentOrderDetailView pages={ZONE_DESK} />;
