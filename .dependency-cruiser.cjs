/** Architecture guard (house style: arrows point inward only). Runs in `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment: 'core/ imports no framework, no DOM or Node library, no database or HTTP library',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          'node_modules/(@types/)?(react|react-dom|wouter|@linaria|@wyw-in-js|inversify|@inversifyjs|reflect-metadata|fastify|@fastify|pg|@electric-sql|nodemailer|exceljs|pdfkit|graphql|playwright-core|happy-dom)/',
        ],
      },
    },
    {
      name: 'core-has-no-node-builtins',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-imports-no-outer-layer',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui|features)/' },
    },
    {
      name: 'server-side-core-does-not-import-the-cabinet',
      comment:
        'issue #49 item 4: core/cabinet is the browser layer; the rest of core runs on the server too and reads shared messages, validation and formats from neutral folders (core/shared, core/format, core/advertiser, core/campaign). Browser-side by kind, wherever they live: stores (*.store.ts) and view-models (*.view-model.ts), and their tests; a core test may also check that the cabinet agrees with the core (place-names.test.ts)',
      severity: 'error',
      from: {
        path: '^core/',
        pathNot: [
          '^core/cabinet/',
          '\\.(store|view-model)(\\.test)?\\.ts$',
          '^core/campaign/place-names\\.test\\.ts$',
        ],
      },
      to: { path: '^core/cabinet/' },
    },
    {
      name: 'routes-and-resolvers-reach-the-database-through-ports',
      comment:
        'issue #49 item 3: routes and GraphQL resolvers decode, call a core use case or port, and reply; the database adapter is bound behind core ports',
      severity: 'error',
      from: { path: '^adapters/(server/routes|server/graphql|graphql)/' },
      to: { path: '^adapters/database/' },
    },
    {
      name: 'use-cases-answer-domain-values',
      comment:
        'issue #49 item 1: the server side of core answers aggregates, read-models and domain values; every shape on the wire is written at the edge (adapters/server/wire) after the HTTP contract in core/contract (the campaign, the purchase, the staff desk: answers, their factory and test fixtures), which the browser reads: core/cabinet, stores and view-models (and their tests). So no file of core outside them may import any of core/contract. No file is excepted by name',
      severity: 'error',
      from: {
        path: '^core/',
        pathNot: ['^core/(cabinet|contract)/', '\\.(store|view-model)(\\.test)?\\.ts$'],
      },
      to: { path: '^core/contract/' },
    },
    {
      name: 'the-wire-mappers-are-pure',
      comment:
        'issue #49 item 1: adapters/server/wire maps the aggregate, read-models and domain values to the HTTP contract and imports core only, so the routes, the tests and the features share the one mapper',
      severity: 'error',
      from: { path: '^adapters/server/wire/' },
      to: { path: '^(adapters|ui)/', pathNot: '^adapters/server/wire/' },
    },
    {
      name: 'adapters-do-not-import-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^ui/' },
    },
    {
      name: 'features-import-only-core',
      comment:
        'features/ speak to the core and their own support only; and, so that a scenario reads a campaign as the cabinet receives it, the pure aggregate-to-wire mappers of the server edge (adapters/server/wire, issue #49 item 1: they import core only)',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^(adapters|ui)/', pathNot: '^adapters/server/wire/' },
    },
    {
      name: 'ui-uses-adapters-only-through-the-browser-root',
      comment: 'ui/ takes services from the container; only the browser composition root wires adapters',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/(main\\.tsx|e2e/)' },
      to: { path: '^adapters/' },
    },
    {
      name: 'one-import-site-for-inversify',
      severity: 'error',
      from: { pathNot: '^adapters/container/' },
      to: { path: 'node_modules/(@types/)?(inversify|@inversifyjs|reflect-metadata)/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'an import that cannot be resolved hides from every other rule',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment:
        'a cycle of runtime imports; one a type-only import closes is allowed (the place registry lists the ' +
        "tariffs the reference's type is built from, and the calculators it lists read that type: issue #49 item 2)",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    exclude: { path: '^dist/' },
  },
}
