/**
 * Registers the build's service worker (apps/web/build/pwa.ts) once the page has loaded, so its
 * precaching never competes with the first page for the phone's bandwidth. The dev server has no
 * worker to register.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A failed registration only loses the offline cache; the site works without it.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
