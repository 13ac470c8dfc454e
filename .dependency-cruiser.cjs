/**
 * Import-boundary rules, run by `npm run lint` (and so by .ci/run). ADR 011 says why each rule exists.
 *
 * Layers (DESIGN.md "Layout" and "House style"):
 * - packages/domain is shared by both apps and imports neither of them, nor Node's built-ins (it runs in
 *   the browser too).
 * - apps/web: app → features → entities → components/, lib/, hooks/, stores/, api/ → domain. app/ (router,
 *   shell) composes features; features never import each other; entities and the shared folders never
 *   import a feature; the shared folders never import an entity.
 * - apps/api: modules' services never import plugins (only a module's routes file may); lib/ imports no
 *   module or plugin; a module never imports another module's queries (its SQL on that module's tables);
 *   routes and plugins never import a queries file; modules point one way (ADR 024: moduleDirection).
 * - No import cycles, except through a type-only import.
 * - Every workspace imports only the packages its own package.json declares; production code does not
 *   import devDependencies.
 *
 * Try it: `npm run lint:boundaries` lists violations; scripts/boundaries.test.ts plants a wrong import and
 * checks that the rules catch it.
 */
/**
 * One rule per pair of API modules that used to import each other: the lower never imports the higher (not
 * even a type). The lower module exposes what the higher needs as a function it is given (apps/api/src/app.ts
 * passes it to the lower module's routes) or moves it up; ADR 024 records each direction.
 * @param {[string, string, string][]} pairs [higher, lower, what the higher does with the lower]
 */
function moduleDirection(pairs) {
  return pairs.map(([higher, lower, why]) => ({
    name: `api-${lower}-below-${higher}`,
    severity: 'error',
    comment: `${lower} sits below ${higher} (ADR 024): ${why}.`,
    from: { path: `^apps/api/src/modules/${lower}/` },
    to: { path: `^apps/api/src/modules/${higher}/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-app',
      severity: 'error',
      comment:
        'packages/domain is shared by the web app and the API: it must not depend on either (ADR 011).',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-imports-node',
      severity: 'error',
      comment: 'packages/domain/src runs in the browser as well as in Node: no Node built-ins (ADR 011).',
      from: { path: '^packages/domain/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment:
        'Web features never import each other; move what two features share to components/, entities/ or lib/ (DESIGN.md Layout).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment: 'Only app/ (the router and shell) composes features; shared code must not import a feature.',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/(features|app)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-shared-imports-entity',
      comment:
        'Entities (entities/<name>: favorites, the server cart) sit above the shared layer: components/, lib/, hooks/, stores/ and api/ never import them; features and app/ do.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|hooks|stores|api)/' },
      to: { path: '^apps/web/src/entities/' },
    },
    {
      name: 'api-service-imports-plugin',
      severity: 'error',
      comment:
        'Services take plain values and never import Fastify plugins; only a module routes file may (DESIGN.md layers).',
      from: { path: '^apps/api/src/(modules|lib|providers|db)/', pathNot: '\\.routes\\.ts$' },
      to: { path: '^apps/api/src/plugins/' },
    },
    {
      name: 'api-lib-imports-module',
      severity: 'error',
      comment: 'apps/api/src/lib holds helpers shared by modules and plugins; it imports neither.',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/(modules|plugins)/' },
    },
    {
      name: 'api-module-reads-other-module-tables',
      severity: 'error',
      comment:
        "A module reaches another module's tables only through that module's services, never its queries file.",
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/[^/]+\\.queries\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'api-route-or-plugin-reads-queries',
      severity: 'error',
      comment:
        'Routes and plugins call services, never a *.queries.ts file (not even for its types): SQL is reached only through the services of the module that owns the tables (DESIGN.md layers; ADR 024).',
      from: { path: '^apps/api/src/(.+\\.routes\\.ts$|plugins/)' },
      to: { path: '\\.queries\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles. A cycle with a type-only import in it is allowed: nothing of it runs (ADR 024).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...moduleDirection([
      // [higher, lower, why]: the higher module imports the lower; the lower is given what it needs.
      ['payments', 'orders', 'orders is given refunds and transactions as OrderPayments'],
      ['points', 'orders', 'orders is given the points an order earns on completion as OnOrderCompleted'],
      ['orders', 'delivery', "orders checks an order's owner before it reads the delivery"],
      ['orders', 'users', 'users is given MemberOrders to link and anonymise orders'],
      ['orders', 'coupons', 'orders resolves and redeems coupons; coupons is given hasOrderAtBrand'],
      ['brands', 'stores', 'the store search is given the brand suggestions'],
      ['favorites', 'stores', 'store lists are given the favorite flags'],
    ]),
    {
      name: 'app-imports-other-app',
      severity: 'error',
      comment:
        "The API and the web app share code only through packages/domain. One exception: the server's first-paint preview reads the web's zh-TW catalogue (JSON data, no code) so its words follow the catalogue.",
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/', '^apps/web/src/locales/[^/]+\\.json$'] },
    },
    {
      name: 'app-imports-tooling',
      severity: 'error',
      comment: 'Benchmarks, journeys and scripts use the apps; the apps never import them.',
      from: { path: '^(apps|packages)/' },
      to: { path: '^(bench|e2e|scripts)/' },
    },
    {
      name: 'not-declared-in-package-json',
      severity: 'error',
      comment:
        "Every workspace declares what it imports in its own package.json; a package that is only hoisted from another workspace's declaration would break when installed alone.",
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'production-imports-dev-dependency',
      severity: 'error',
      comment: 'Code that ships (not tests) must not import a devDependency.',
      from: {
        path: '^(apps/[^/]+/src|packages/domain/src)/',
        // Tests, and the web app's test-only folder (factories, the component tests' DOM setup).
        pathNot: '\\.test\\.tsx?$|^apps/web/src/test/',
      },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|artifacts|test-results)/|apps/api/src/db/migrations/' },
    // TypeScript 7 has no JS API yet, so sources are parsed with swc (@swc/core) instead of tsc.
    parser: 'swc',
    tsPreCompilationDeps: false,
    // Each file's dependencies are checked against the package.json nearest to it (its own workspace).
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
