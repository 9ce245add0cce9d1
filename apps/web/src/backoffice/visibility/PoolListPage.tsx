import { GroupListPage } from './GroupListPage';
import { poolUi } from './group-kinds';

/** commodityPollList: goods pools, their goods and the organisations limited to them. */
export default function PoolListPage() {
  return <GroupListPage ui={poolUi} />;
}
