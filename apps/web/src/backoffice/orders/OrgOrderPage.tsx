import { ResourceList } from '../../resources/ResourceList';
import { orgOrderList } from './org-order-resource';

/** The organisation's orders (agrSourceOrderQueryQy), read only: each opens in the one order detail page. */
export default function OrgOrderPage() {
  return <ResourceList descriptor={orgOrderList} />;
}
