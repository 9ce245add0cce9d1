import { ResourceList } from '../../resources/ResourceList';
import { supplierAuditLog } from './audit-resource';

/** Supplier audit log (operators): every step of the suppliers' registrations, newest first. */
export default function SupplierAuditLogPage() {
  return <ResourceList descriptor={supplierAuditLog} />;
}
