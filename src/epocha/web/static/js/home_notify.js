// A home's notifications, on the home page: "Notify me on this device" (a Web Push subscription
// of this browser, shown by /push-worker.js) and the home's webhook (its URL, and the secret its
// requests are signed with), and a test notification.
import { request } from "./api.js";
import { $ } from "./dom.js";
import { t } from "./i18n.js";

let token = null;
let say = () => {};

const pushable = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

// the VAPID key as the browser takes it (base64url text into bytes)
function keyBytes(text) {
  const padded = (text + "===".slice((text.length + 3) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

async function currentSubscription() {
  if (!pushable()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

function problem(err) {
  const words = {
    bad_webhook: () => t("This address cannot receive notifications: {reason}", { reason: err.body.message }),
    too_many_devices: () => t("Your home already notifies too many browsers. Stop one first."),
    nowhere_to_send: () => t("Nothing to notify yet: turn on this device or give a webhook."),
    bad_subscription: () => t("This browser's subscription was refused."),
  };
  const code = err && err.body ? err.body.error : null;
  return words[code] ? words[code]() : err.message;
}

async function renderDevice() {
  const status = $("notify-status");
  const on = $("notify-on");
  const off = $("notify-off");
  if (!pushable()) {
    status.textContent = t("This browser cannot show notifications.");
    on.hidden = true;
    off.hidden = true;
    return;
  }
  const subscribed = Boolean(await currentSubscription()) && Notification.permission === "granted";
  status.textContent = subscribed ? t("This device is told when it is your turn.") : "";
  on.hidden = subscribed;
  off.hidden = !subscribed;
}

async function notifyHere() {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      say(t("Notifications are blocked for this site in this browser."), true);
      return;
    }
    const registration = await navigator.serviceWorker.register("/push-worker.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    const { key } = await request("GET", "/api/push/key");
    const subscription = (await registration.pushManager.getSubscription())
      || await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    await request("POST", "/api/home/push", { token, body: subscription.toJSON() });
    say(t("This device will be told when it is your turn."));
  } catch (err) { say(err.body ? problem(err) : t("This browser could not subscribe: {reason}", { reason: err.message }), true); }
  await renderDevice();
}

async function stopHere() {
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      await request("POST", "/api/home/push/remove", { token, body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    say(t("This device is no longer notified."));
  } catch (err) { say(problem(err), true); }
  await renderDevice();
}

function renderWebhook(hook) {
  $("webhook-url").value = hook.url || "";
  $("webhook-remove").hidden = !hook.url;
  $("webhook-secret-row").hidden = !hook.secret;
  $("webhook-secret").value = hook.secret || "";
}

async function saveWebhook(event) {
  event.preventDefault();
  const url = $("webhook-url").value.trim();
  try {
    const hook = url
      ? await request("PUT", "/api/home/webhook", { token, body: { url } })
      : await request("DELETE", "/api/home/webhook", { token });
    renderWebhook(hook);
    say(url ? t("Webhook saved. Its requests are signed with the secret shown.") : t("Webhook removed."));
  } catch (err) { say(problem(err), true); }
}

async function removeWebhook() {
  try {
    renderWebhook(await request("DELETE", "/api/home/webhook", { token }));
    say(t("Webhook removed."));
  } catch (err) { say(problem(err), true); }
}

async function test() {
  try {
    const answer = await request("POST", "/api/home/notify-test", { token });
    const results = [...answer.push, ...(answer.webhook ? [answer.webhook] : [])];
    const ok = results.filter((r) => r.ok).length;
    say(t("Test sent: {ok} of {all} delivered.", { ok, all: results.length }), ok < results.length);
  } catch (err) { say(problem(err), true); }
}

// Show the panel for the home whose token is `homeToken`; `tell(text, bad)` reports.
export async function showNotifications(homeToken, tell) {
  token = homeToken;
  say = tell;
  $("home-notify").hidden = false;
  $("notify-on").onclick = notifyHere;
  $("notify-off").onclick = stopHere;
  $("webhook-form").onsubmit = saveWebhook;
  $("webhook-remove").onclick = removeWebhook;
  $("notify-test").onclick = test;
  await renderDevice();
  try { renderWebhook(await request("GET", "/api/home/webhook", { token })); } catch (err) { say(problem(err), true); }
  $("home-notify").dataset.loaded = "true"; // lets tests wait for it
}

export function hideNotifications() { $("home-notify").hidden = true; }
