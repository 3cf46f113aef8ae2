import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/ under /backoffice/ in production; in dev, vite forwards the API and
// the socket to it so the app runs on one origin, as it does in production.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
