import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Requests the service worker must leave to the network, every time: API answers (balances,
 * money replies), the socket, the back-office and the sandbox's game pages. They are neither
 * precached nor answered with the app shell.
 */
export const NEVER_FROM_CACHE: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/socket\.io(\/|$)/,
  /^\/backoffice(\/|$)/,
  /^\/sandbox-games(\/|$)/,
];

const SITE_NAMES = {
  th: { name: 'กระเป๋าเงินสมาชิก', short_name: 'กระเป๋าเงิน', lang: 'th' },
  la: { name: 'ກະເປົ໋າເງິນສະມາຊິກ', short_name: 'ກະເປົ໋າເງິນ', lang: 'lo' },
} as const;

/**
 * The installable app (issue 11): a manifest per site variant and a Workbox service worker that
 * precaches the app shell and the hashed build, so a second visit starts without the network.
 * Workbox runs offline at build time; there is no runtime caching rule at all, so anything not
 * in the build (every API answer) goes to the network untouched.
 */
export function pwaOptions(site: 'th' | 'la'): Partial<VitePWAOptions> {
  return {
    registerType: 'autoUpdate',
    // Registered by the app after the page's load (src/lib/browser/service-worker.ts): a script
    // tag in <head> would block the first paint.
    injectRegister: false,
    manifest: {
      ...SITE_NAMES[site],
      id: '/',
      start_url: '/user/home',
      scope: '/',
      display: 'standalone',
      background_color: '#0b1030',
      theme_color: '#0b1030',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      // Scripts, styles, fonts and icons of this build; not the howto videos (200 KB a visitor
      // may never play) nor their posters.
      globPatterns: ['**/*.{js,css,html,woff2,svg}', 'icons/*.png'],
      globIgnores: ['**/*.{br,gz}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NEVER_FROM_CACHE,
      runtimeCaching: [],
      // Phone notifications' push and tap handlers (public/push-worker.js, ADR 0157).
      importScripts: ['/push-worker.js'],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  };
}
