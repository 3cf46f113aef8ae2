import { createRequire } from 'node:module';
import path from 'node:path';

export interface Alias {
  find: RegExp;
  replacement: string;
}

/**
 * React's API, Preact's renderer (ADR 0215): both apps are written against React (its types, its
 * hooks, React Router, TanStack Query) and ship preact/compat where react-dom was: 11 kB against
 * 57 kB over the wire on every first load of the member site.
 */
export const PREACT_RENDERER: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const require = createRequire(import.meta.url);

/** A package's own ES module build, where Node would take its CommonJS one. */
const esModuleOf = (name: string, file: string): Alias => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: path.join(path.dirname(require.resolve(`${name}/package.json`)), file),
});

/**
 * The same renderer in the apps' tests. Node would load Testing Library's and React Router's
 * CommonJS builds, whose `require` of react or react-dom goes past the aliases: their ES module
 * builds are bundled with the tests instead.
 */
export const PREACT_IN_TESTS: Alias[] = [
  ...PREACT_RENDERER,
  esModuleOf('@testing-library/react', 'dist/@testing-library/react.esm.js'),
  esModuleOf('react-router', 'dist/development/index.mjs'),
];

/** The libraries the apps use that import React themselves: bundled with the tests, for the aliases. */
export const REACT_LIBRARIES = [
  /@testing-library[\\/]react/,
  /@tanstack[\\/]react-query/,
  /react-router/,
  /react-virtuoso/,
];
