import { ResourceList } from '../../resources/ResourceList';
import { outboxList } from './outbox-resource';

/** The outbox (operators): SMS codes and e-mail as they left, or with no transport configured stayed in, the system. */
export default function OutboxPage() {
  return <ResourceList descriptor={outboxList} />;
}
