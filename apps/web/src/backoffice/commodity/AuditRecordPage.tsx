import { ResourceList } from '../../resources/ResourceList';
import { auditRecordList } from './commodity-resource';

/** Who decided what on which goods, and when (the SKU status history). */
export default function AuditRecordPage() {
  return <ResourceList descriptor={auditRecordList} />;
}
