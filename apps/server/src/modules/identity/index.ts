// The identity domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.

export { createOperator, type NewOperator } from './create-operator';
export { hashPassword } from './password';
export { createOrgAccount } from './registration';
export { demoHash } from './seed/demo-accounts';
export { loadUserActor, resolveActor } from './session';
