import react from '@vitejs/plugin-react';
import { contractWithoutZod } from '@wallet/contract/vite';
import { appDocument } from '@wallet/web-client/vite';
import { PREACT_RENDERER } from '@wallet/web-client/vite-renderer';
import { defineConfig } from 'vite';

// The API server serves dist/ under /backoffice/ in production; in dev, vite forwards the API and
// the socket to it so the app runs on one origin, as it does in production.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/backoffice/',
  plugins: [
    appDocument({
      lang: 'en',
      title: 'Back office',
      head: [
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        '<meta name="robots" content="noindex, nofollow" />',
        '<link rel="icon" type="image/svg+xml" href="/backoffice/favicon.svg" />',
      ],
    }),
    react(),
    contractWithoutZod(),
  ],
  resolve: { alias: PREACT_RENDERER },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
