/* Phone notifications (issue 42, ADR 0157): the service worker's push and tap handlers, imported by
   the Workbox worker the build makes (build/pwa.ts, importScripts). Plain script: it runs as is. */
/* global self */

/** What a push carries (contract PushPayload); anything else shows nothing rather than garbage. */
function noticeOf(data) {
  try {
    const notice = data ? data.json() : null;
    if (!notice || typeof notice.title !== 'string' || typeof notice.body !== 'string') return null;
    // Only this site's own screens open from a tap.
    const url =
      typeof notice.url === 'string' && notice.url.startsWith('/') && !notice.url.startsWith('//')
        ? notice.url
        : '/user/home';
    return {
      title: notice.title,
      body: notice.body,
      url,
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      renotify: Boolean(notice.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

/** A tap opens the notice's screen: in the app's window when one is open, else in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data && event.notification.data.url) || '/user/home',
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client || open).navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
