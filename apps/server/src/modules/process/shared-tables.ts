// The approval engine's tables that other domains may join and read. Their production code never writes them
// (scripts/shared-table-writes.test.mjs): writes go through the functions of index.ts. Apart from index.ts, so
// that reading a table loads no use-case and makes no cycle.
/** Read by orders (the approver's order lists: open and decided tasks of order approvals). */
export { approvalRuns, approvalTasks } from './tables';
