import { GroupListPage } from './GroupListPage';
import { channelUi } from './group-kinds';

/** channelManage: sales channels, their goods and the organisations limited to them. */
export default function ChannelManagePage() {
  return <GroupListPage ui={channelUi} />;
}
