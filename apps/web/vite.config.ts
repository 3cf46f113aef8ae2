import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contractWithoutZod } from '@wallet/contract/vite';
import { appDocument } from '@wallet/web-client/vite';
import { PREACT_RENDERER } from '@wallet/web-client/vite-renderer';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { earlyStartPlugin } from './build/early-start-script.ts';
import { firstPaintPreloads } from './build/first-paint-preloads.ts';
import { languageNamesStylesheet } from './build/language-names.ts';
import { precompress } from './build/precompress.ts';
import { pwaOptions } from './build/pwa.ts';

// The API server (apps/server) also serves dist/ in production; in dev, vite forwards
// the API and the socket to it so the app runs on one origin and cookies/tokens behave the same.
const apiTarget = 'http://127.0.0.1:3000';

/**
 * react-router's production build: its package exports only the development one, whose warnings
 * cost every first load 0.4 kB brotli (issue 44). Same code otherwise; tests keep the default.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const site = env.VITE_LAO === 'true' ? 'la' : 'th';
  const plugins: PluginOption[] = [
    appDocument({
      lang: 'th',
      title: 'Member Wallet',
      head: [
        '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
        '<meta name="theme-color" content="#0b1030" />',
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      ],
    }),
    react(),
    contractWithoutZod(),
    VitePWA(pwaOptions(site)),
    firstPaintPreloads(site),
    earlyStartPlugin(env.VITE_API_BASE ?? '', site),
  ];
  // WEB_PRECOMPRESS=off leaves out the brotli/zopfli copies (most of the build's time): the e2e
  // stage's Lao build (ADR 0193) is served plain, as the server does when no copy is beside a file.
  if (process.env.WEB_PRECOMPRESS !== 'off') plugins.push(precompress());
  // `npm run analyze -w @wallet/web`: what each chunk is made of (dist-stats/stats.html;
  // ANALYZE=json writes the raw data instead, for scripts).
  if (process.env.ANALYZE) {
    const json = process.env.ANALYZE === 'json';
    plugins.push(
      visualizer({
        filename: json ? 'dist-stats/stats.json' : 'dist-stats/stats.html',
        template: json ? 'raw-data' : 'treemap',
        gzipSize: true,
      }),
    );
  }
  return {
    plugins,
    resolve: {
      alias: [
        ...PREACT_RENDERER,
        { find: /^react-router$/, replacement: reactRouterProduction },
        // Each site's stylesheet holds only the language select's face it needs (ADR 0230).
        { find: /^@site\/language-names\.css$/, replacement: languageNamesStylesheet(site) },
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Every browser the site serves preloads modules itself (Safari since 17); one that does not
      // fetches them when imported, as before. Half a kilobyte off every first load (issue 44).
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      },
    },
  };
});
