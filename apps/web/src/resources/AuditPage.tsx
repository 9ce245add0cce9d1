import type { AuditDescriptor } from './define-audit';
import { ResourceList } from './ResourceList';
import type { Row, RowAction } from './types';

/** A review page body: the audit's tabs, filters and table with its pass/refuse steps (and the page's own). */
export function AuditPage<R extends Row>({
  audit,
  rowActions = [],
}: {
  audit: AuditDescriptor<R>;
  rowActions?: RowAction<R>[];
}) {
  return (
    <ResourceList
      descriptor={audit.list}
      rowActions={[...audit.rowActions, ...rowActions]}
      bulkActions={audit.bulkActions}
    />
  );
}
