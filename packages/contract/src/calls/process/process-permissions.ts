// The approval-process pages' menu and access codes, apart from the machine and the calls: the page manifests (in
// every first load) import them, and the machine's or the calls' modules would bring zod with them.

/** Menu and access codes of the approval-process pages (process.pages.ts). */
export const PROCESS_PERMISSION = {
  /** Process definitions: operators every organisation's and the platform's, an enterprise administrator its own. */
  list: 'processList',
  /** One process's versions and their levels (SPEC `processVer`). */
  versions: 'processVer',
  /** The read-only diagram of a version (SPEC's `maxgraph` tool page). */
  diagram: 'maxgraph',
  /** Draft, edit, publish and retire versions. */
  edit: 'processEdit',
  /** The user's own approval tasks: open ones to decide or delegate, decided ones. */
  tasks: 'approvalTasks',
} as const;
