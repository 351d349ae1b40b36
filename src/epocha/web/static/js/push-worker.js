// The table's service worker: shows "your turn" when the push service delivers it, and opens
// the player's home when it is clicked (the notification carries no seat's link: the home has
// them). Served at /push-worker.js, so that its scope is the whole table.
self.addEventListener("push", (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch { data = {}; }
  const tag = data.game_id ? `epocha-turn-${data.game_id}` : "epocha";
  event.waitUntil(self.registration.showNotification(data.title || "epocha", {
    body: data.text || "", lang: data.lang || "", tag,
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const home = windows.find((w) => new URL(w.url).pathname === "/home");
    if (home) return home.focus();
    return self.clients.openWindow("/home");
  })());
});
