import { ResourceList } from '../../resources/ResourceList';
import { operationLogList } from './operation-log-resource';

/** The operation log (operators): who did what to which record, when, with what result. */
export default function OpsLogQueryPage() {
  return <ResourceList descriptor={operationLogList} />;
}
