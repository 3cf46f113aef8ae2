import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import serverModuleBoundaries from './eslint-rules/server-module-boundaries.js';

// Web features must not import each other (docs/style.md "Feature folders, enforced"):
// shared code lives in components/ui or lib.
// The same rule holds in each React app (the member web app and the back-office).
const crossFeatureMessage = 'Features do not import each other; move shared code to components/ui or lib.';
/** For each feature of one app, its files may not import any other feature (relative or absolute paths). */
const featureBoundariesOf = (featuresDir) => {
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .flatMap((other) => [
              {
                group: [`**/features/${other}`, `**/features/${other}/*`],
                message: crossFeatureMessage,
              },
              {
                // Any depth of ../ : a file in a feature's subfolder (deposit/qr) reaches a sibling
                // feature with ../../games, which a plain ../games pattern would let through.
                regex: `^(\\.\\./)+${other}(/|$)`,
                message: crossFeatureMessage,
              },
            ]),
        },
      ],
    },
  }));
};
const featureBoundaries = [
  ...featureBoundariesOf('apps/web/src/features'),
  ...featureBoundariesOf('apps/backoffice/src/features'),
];

// A read's cache key comes from its contract route (routeQuery, routeKey, routeScope in
// @wallet/web-client): a key written by hand can drift from the one the read used, and the change
// that should refresh it then misses (issue 38).
const literalQueryKey = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message: 'Key a read by its contract route (routeQuery, routeKey, routeScope), not a literal array.',
  },
  {
    // An action's `refresh` list holds keys: a literal one in it (`['settings']`) refreshed nothing.
    selector: "Property[key.name='refresh'] > ArrayExpression > ArrayExpression",
    message: 'Key a read by its contract route (routeQuery, routeKey, routeScope), not a literal array.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(setQueryData|getQueryData|setQueriesData|getQueriesData)$/] > ArrayExpression.arguments',
    message: 'Key a read by its contract route (routeQuery, routeKey, routeScope), not a literal array.',
  },
];
// A feature talks to the API only through its app's client (callRoute, routeQuery, uploadFile,
// downloadFile): a fetch by hand writes its own headers and skips the session's answer rules.
const fetchInFeatures = [
  {
    selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
    message:
      "Call the API through the app's client (callRoute, routeQuery, uploadFile, downloadFile), not fetch.",
  },
];
// Money in the apps is shown and summed through the contract's money.ts (formatBaht, formatSatang,
// sumBaht, toSatang, toBaht): a `* 100`, `/ 100` or `toFixed(2)` by hand is how a float or a
// rounding slips into an amount (issue 38). A percentage says so where it is computed.
const moneyByHand = [
  {
    selector:
      "BinaryExpression[operator=/^[*\\/]$/][right.value=100], BinaryExpression[operator='*'][left.value=100], CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
    message:
      "Convert, sum and show money with the contract's money.ts (sumBaht, formatBaht, formatSatang, toSatang, toBaht), not by hand.",
  },
];
// Baht and satang convert only through the contract's money.ts (toSatang, satangOf, toBaht):
// a `* 100` by hand is how a rounding or a float slips into money (issue 21).
const satangByHand = [
  {
    selector:
      "BinaryExpression[operator='*'][right.value=100], BinaryExpression[operator='*'][left.value=100]",
    message:
      "Convert baht and satang with the contract's money.ts (toSatang, satangOf, toBaht), not by hand.",
  },
];
// The ledger's tables are written by the wallet module alone (the Ledger and its transaction,
// ADR 0203): any module may read them, as the statement, reports and queues do, but a write
// from elsewhere would move money outside the double entry and its checks.
const ledgerTables =
  'movements|movement_positions|ledger_accounts|journal_transactions|journal_entries|ledger_daily_totals|ledger_hourly_totals|member_statements';
const ledgerWrites = ['TemplateElement[value.raw', 'Literal[value'].map((node) => ({
  selector: `${node}=/(INSERT INTO|UPDATE|DELETE FROM)\\s+(${ledgerTables})\\b/]`,
  message: 'Only the wallet module writes the ledger: move money through the Ledger (modules/wallet).',
}));
// The two React apps' sources, tests aside (a test may key a throwaway query of its own).
const clientSources = ['apps/web/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}'];
const clientTests = ['**/*.test.{ts,tsx}', '**/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-la/**',
      'data/**',
      'e2e/output/**',
      'e2e/test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}', 'packages/web-client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    // Server modules use each other only through their index.ts (docs/architecture.md, ADR 0030).
    files: ['apps/server/**/*.ts'],
    plugins: { wallet: { rules: { 'server-module-boundaries': serverModuleBoundaries } } },
    rules: { 'wallet/server-module-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...satangByHand] },
  },
  {
    // One rule setting per file (as for the features below): outside the wallet module the
    // server's files carry the ledger's write guard too.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/modules/wallet/**'],
    rules: { 'no-restricted-syntax': ['error', ...satangByHand, ...ledgerWrites] },
  },
  {
    files: clientSources,
    ignores: clientTests,
    rules: { 'no-restricted-syntax': ['error', ...literalQueryKey, ...moneyByHand] },
  },
  {
    // One rule setting per file: a later no-restricted-syntax replaces the earlier, so the
    // features carry the apps' selectors too.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/backoffice/src/features/**/*.{ts,tsx}'],
    ignores: clientTests,
    rules: { 'no-restricted-syntax': ['error', ...literalQueryKey, ...moneyByHand, ...fetchInFeatures] },
  },
);
