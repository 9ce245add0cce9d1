// The approval engine's tables that other domains may join and read. Their production code never writes them
// (scripts/shared-table-writes.test.mjs): writes go through the functions of index.ts. Apart from index.ts, so
// that reading a table loads no use-case and makes no cycle.
/** Read by orders (the approver's order lists: open and decided tasks of order approvals). */

/**
 * The read of those tables that the platform audits' lists select beside their rows (who holds a record's audit
 * task, so its row lists pass and refuse): here rather than in index.ts so that a domain the engine itself uses
 * (org's registration list) can read it without a cycle.
 */
export { holdsAuditTask, withHeldDecisions } from './engine/task-holder';
export { approvalRuns, approvalTasks } from './tables';
