// The house's shape, checked on every `npm test` (suite "house") and `npm run lint`:
// no import circle anywhere, and no arrow from a lower floor back up to a higher one
// (docs/architecture.md draws the floors). Type-only imports count: a circle of types is
// still two files that cannot be read, moved or tested one without the other.
const up = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two files that import each other, directly or around a loop, are one file in two places.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    up(
      'server-lib-up',
      'apps/server/src/lib and db are the ground floor: modules, adapters and plugins build on them, never the reverse.',
      '^apps/server/src/(lib|db)/',
      '^apps/server/src/(modules|adapters|plugins|realtime|app\\.ts|modules\\.ts|http-app\\.ts|platform\\.ts|server\\.ts|boot\\.ts)',
    ),
    {
      ...up(
        'server-lib-config',
        'config.ts builds on lib/ (its paths, its crash plan): a lib/ or db/ file names the settings it reads instead of importing config.ts (issue 38). A test may load the config.',
        '^apps/server/src/(lib|db)/',
        '^apps/server/src/config\\.ts$',
      ),
      from: { path: '^apps/server/src/(lib|db)/', pathNot: '\\.test\\.ts$' },
    },
    up(
      'server-module-up',
      'A module is built by app.ts (modules.ts wires them); it never reaches back into the wiring that builds it.',
      '^apps/server/src/modules/',
      '^apps/server/src/(app\\.ts|modules\\.ts|http-app\\.ts|platform\\.ts|server\\.ts|boot\\.ts|cluster\\.ts)',
    ),
    up(
      'client-lib-up',
      "A React app's lib/ serves its components and features; it never imports them.",
      '^apps/(web|backoffice)/src/lib/',
      '^apps/(web|backoffice)/src/(components|features|app)/',
    ),
    up(
      'client-components-up',
      "A React app's shared components know no feature and no route table.",
      '^apps/(web|backoffice)/src/components/',
      '^apps/(web|backoffice)/src/(features|app)/',
    ),
    up(
      'packages-up',
      'Packages are shared by the apps; they never import an app.',
      '^packages/',
      '^(apps|e2e|bench)/',
    ),
    up(
      'apps-not-into-tests',
      'Product code never imports the e2e kit or the bench.',
      '^(apps|packages)/',
      '^(e2e|bench)/',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-la|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
};
