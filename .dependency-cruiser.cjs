// Module boundaries of the server (`npm run lint:deps`, run by .ci/run). A domain is a folder
// `apps/server/src/modules/<domain>/`; its public entry is `modules/<domain>/index.ts`. Sub-features
// (catalog/brands, orders/checkout, …) are inside their domain: they may use each other's files, and what
// other domains need from them is re-exported by the domain's entry. Tests of a domain are inside it too.
// Two more entries: `shared-tables.ts`, the tables other domains may join, read and name in a foreign key
// (never write: scripts/shared-table-writes.test.mjs), and `test-support.ts`, for tests and browser specs only.
const MODULES = '^apps/server/src/modules/';
const ENTRY = `${MODULES}[^/]+/(index|shared-tables|test-support)\\.ts$`;
const TEST_SUPPORT = `${MODULES}[^/]+/test-support\\.ts$`;
/** Test code: test files, test helpers and fixtures, the browser specs. */
const TEST_CODE = ['\\.test\\.tsx?$', '/testing/', 'fixture', '-test-setup\\.ts$', '^e2e/', '^bench/'];

/**
 * The generated barrels (scripts/gen-barrels.mjs) that must reach into every domain: the typed database
 * handle's table list (db/schema.ts) and the list of module declarations (modules/index.ts).
 */
const GENERATED_BARRELS = [
  '^apps/server/src/db/schema\\.ts$',
  '^apps/server/src/modules/index\\.ts$',
  '^apps/server/src/db/seed/steps\\.ts$',
  '^apps/server/src/modules/permission-tables\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-private',
      severity: 'error',
      comment:
        "A domain uses another domain only through that domain's entries (index.ts, shared-tables.ts, " +
        'test-support.ts), never its private files (tables, use-cases, fixtures).',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, ENTRY, ...GENERATED_BARRELS] },
    },
    {
      name: 'module-entry-only',
      severity: 'error',
      comment:
        'Code outside the domains (platform tests, db/seed, testing/, start-up, bench, e2e, scripts) uses a domain ' +
        'only through its entries (index.ts, shared-tables.ts, test-support.ts). The generated barrels are the ' +
        'only exceptions.',
      from: { pathNot: [`${MODULES}[^/]+/`, ...GENERATED_BARRELS] },
      to: { path: `${MODULES}[^/]+/`, pathNot: ENTRY },
    },
    {
      name: 'platform-not-modules',
      severity: 'error',
      comment:
        'platform/ holds the shared mechanisms the domains use; it must not depend on any domain (a domain ' +
        'plugs into a mechanism through defineModule, not the other way round).',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: MODULES },
    },
    {
      name: 'no-domain-cycles',
      severity: 'error',
      comment:
        'Domains must not depend on each other in a circle (orders → catalog → orders): one of them has to ' +
        'learn of the other through a domain event or a mechanism of platform/ instead. Test code is left out.',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_CODE },
      to: { circular: true, path: MODULES, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'test-support-in-tests-only',
      severity: 'error',
      comment:
        "A domain's test-support.ts (fixtures, test clients) is for tests, browser specs and benchmarks, never production code.",
      from: { pathNot: TEST_CODE },
      to: { path: TEST_SUPPORT },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/migrations/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    cache: false,
  },
};
