// The game page, the same for every game: live state, the prompt with exactly the legal
// choices, the log, undo, rematch. Each game supplies its board view (static/games/<game>.js).
import { ApiError, LiveGame, mySeats, newKey, rememberSeat, request } from "./api.js";
import { lang, savedLanguage, setLanguage, t, translatePage } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const gameId = location.pathname.split("/").filter(Boolean)[1];
const spectating = location.pathname.startsWith("/watch/");

const page = {
  summary: null, data: null, reference: null, module: null, token: null, live: null,
  pending: false, lastSeat: null,
};

function tokenFromUrl() {
  const match = /(?:^#|&)t=([\w-]+)/.exec(location.hash);
  return match ? match[1] : null;
}

function chooseToken() {
  if (spectating) return null;
  const fromUrl = tokenFromUrl();
  if (fromUrl) return fromUrl;
  const seats = mySeats()[gameId];
  return seats && seats.length ? seats[0].token : null;
}

export function names() {
  return page.summary ? page.summary.seats.map((s) => s.name) : [];
}

function status(kind, message) {
  const labels = { live: t("live"), reconnecting: t("reconnecting…"), polling: t("live (polling)"), error: message };
  $("status").textContent = labels[kind] || "";
  $("status").className = `status ${kind}`;
}

function flash(message, bad = true) {
  const box = $("prompt").querySelector(".flash");
  if (box) { box.textContent = message; box.classList.toggle("bad", bad); }
}

// Submit one of the seat's legal actions.
async function act(action) {
  if (page.pending || !page.token) return;
  page.pending = true;
  document.body.classList.add("busy");
  try {
    await request("POST", `/api/games/${gameId}/actions`,
      { token: page.token, body: { seq: page.data.seq, key: newKey(), action } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      await page.live.refresh();
      flash(t("The game moved on before your move arrived; please choose again."));
    } else {
      flash(err.message);
    }
  } finally {
    page.pending = false;
    document.body.classList.remove("busy");
  }
}

async function undo() {
  try {
    await request("POST", `/api/games/${gameId}/undo`, { token: page.token, body: { seq: page.data.seq, key: newKey() } });
  } catch (err) { flash(err.message); }
}

function ctx() {
  const view = page.data.view;
  return {
    view, seat: page.data.seat, names: names(), ref: page.reference, t, lang: lang(),
    legal: view.legal_actions, act,
    // mark an element clickable when `action` is legal
    clickable(el, action) {
      el.classList.add("actionable");
      el.tabIndex = 0;
      el.setAttribute("role", "button");
      const go = (event) => { event.preventDefault(); act(action); };
      el.addEventListener("click", go);
      el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") go(e); });
    },
    tooltip,
  };
}

function renderPrompt() {
  const view = page.data.view;
  const c = ctx();
  const box = $("prompt");
  box.innerHTML = "";
  const flashBox = document.createElement("p");
  flashBox.className = "flash";
  flashBox.setAttribute("role", "alert");
  if (view.is_over) {
    box.append(resultBlock(view.result));
    box.append(flashBox);
    return;
  }
  const mine = view.legal_actions.length > 0;
  const heading = document.createElement("h2");
  heading.textContent = mine ? t("Your move") : waitingText(view);
  box.append(heading);
  if (mine) {
    const prompt = document.createElement("p");
    prompt.className = "prompt-text";
    prompt.textContent = page.module.promptText ? page.module.promptText(view, c) : view.prompt;
    box.append(prompt);
    const detail = page.module.promptDetail ? page.module.promptDetail(view, c) : null;
    if (detail) box.append(detail);
    const list = document.createElement("div");
    list.className = "choices";
    for (const action of view.legal_actions) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = `choice ${action.type}`;
      button.textContent = page.module.actionLabel ? page.module.actionLabel(action, c) : action.label;
      button.addEventListener("click", () => act(action));
      if (page.module.actionCard) {
        const card = page.module.actionCard(action);
        if (card) tooltip(button, card);
      }
      list.append(button);
    }
    box.append(list);
  }
  if (view.can_undo) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "undo";
    button.textContent = t("Undo");
    button.addEventListener("click", undo);
    box.append(button);
  }
  box.append(flashBox);
}

function waitingText(view) {
  const who = view.waiting.map((w) => names()[w.seat]).join(", ");
  return who ? t("Waiting for {who}", { who }) : "";
}

function resultBlock(result) {
  const div = document.createElement("div");
  div.className = "result";
  const winners = result.winners.map((s) => names()[s]).join(", ");
  const reason = result.reason.startsWith("card:")
    ? t("by the effect of {card}", { card: result.reason.slice(5) })
    : t(`by ${result.reason}`);
  div.innerHTML = `<h2>${t("Game over")}</h2><p class="winner">${t("Winner: {who}", { who: winners })} — ${reason}</p>`;
  if (page.token) {
    const button = document.createElement("button");
    button.className = "primary";
    button.textContent = page.summary.rematch_id ? t("Join the rematch") : t("Rematch");
    button.addEventListener("click", async () => {
      try {
        const next = await request("POST", `/api/games/${gameId}/rematch`, { token: page.token });
        rememberSeat(next.id, next.token, next.seat);
        location.href = `/play/${next.id}#t=${next.token}`;
      } catch (err) { flash(err.message); }
    });
    div.append(button);
  }
  return div;
}

function renderLog() {
  const list = $("log");
  const c = ctx();
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 20;
  list.innerHTML = "";
  for (const event of page.data.log) {
    const line = page.module.describe ? page.module.describe(event, c) : event.event;
    if (!line) continue;
    const li = document.createElement("li");
    li.className = `ev-${event.event}`;
    li.textContent = line;
    list.append(li);
  }
  if (atBottom) list.scrollTop = list.scrollHeight;
}

function render() {
  if (!page.data) return;
  const view = page.data.view;
  const me = page.data.seat;
  $("title").textContent = `${page.summary.title}${me !== null ? ` — ${names()[me]}` : ` — ${t("spectator")}`}`;
  page.module.render($("board"), ctx());
  renderPrompt();
  renderLog();
  document.body.dataset.seq = String(page.data.seq);  // lets tests wait for updates
  const away = me !== null && page.summary.seats[me] && page.summary.seats[me].away;
  $("leave-btn").hidden = me === null || away || view.is_over;
  $("back-btn").hidden = !away;
  $("save-btn").hidden = me === null;
  hotSeat(view);
}

// Several seats of this game in one browser (hot-seat): follow whoever must act, hiding
// the board until the next player says they are ready.
function hotSeat(view) {
  const seats = mySeats()[gameId] || [];
  if (spectating || seats.length < 2 || view.is_over || view.legal_actions.length) return;
  const next = seats.find((s) => view.active_players.includes(s.seat));
  if (!next || next.token === page.token) return;
  $("pass-text").textContent = t("Pass the device to {who}.", { who: names()[next.seat] });
  $("pass-device").hidden = false;
  $("board").classList.add("hidden-board");
  $("pass-ok").onclick = () => {
    $("pass-device").hidden = true;
    $("board").classList.remove("hidden-board");
    switchSeat(next.token);
  };
}

function switchSeat(token) {
  page.token = token;
  if (page.live) page.live.close();
  page.live = new LiveGame(gameId, token, onState, status);
  page.live.start();
}

async function onState(data) {
  const firstTime = !page.data;
  if (page.token && data.seat !== null) rememberSeat(gameId, page.token, data.seat);
  page.data = data;
  if (firstTime || data.seq !== page.lastSeq) {
    page.summary = await request("GET", `/api/games/${gameId}`);
    page.lastSeq = data.seq;
  }
  if (!page.reference) await loadReference();
  render();
}

async function loadReference() {
  const edition = page.summary.options.edition ? `&edition=${page.summary.options.edition}` : "";
  try {
    page.reference = await request("GET", `/api/reference/${page.summary.game}?lang=${lang()}${edition}`);
  } catch { page.reference = null; }
}

// -- card tooltips and the reference dialog -------------------------------------------------

function tooltip(el, card) {
  el.dataset.card = card;
  el.setAttribute("aria-describedby", "tooltip");
  const show = () => {
    const html = page.module.cardHtml ? page.module.cardHtml(card, ctx()) : card;
    if (!html) return;
    const tip = $("tooltip");
    tip.innerHTML = html;
    tip.hidden = false;
    const r = el.getBoundingClientRect();
    const top = r.bottom + 6 + window.scrollY;
    tip.style.top = `${Math.min(top, window.scrollY + window.innerHeight - tip.offsetHeight - 8)}px`;
    tip.style.left = `${Math.max(8, Math.min(r.left + window.scrollX, window.innerWidth - tip.offsetWidth - 8))}px`;
  };
  const hide = () => { $("tooltip").hidden = true; };
  el.addEventListener("mouseenter", show);
  el.addEventListener("focus", show);
  el.addEventListener("mouseleave", hide);
  el.addEventListener("blur", hide);
  el.addEventListener("touchstart", show, { passive: true });
}

function openCards() {
  const dialog = $("cards-dialog");
  const draw = () => {
    const filter = $("cards-filter").value.toLowerCase();
    const cards = page.module.referenceList ? page.module.referenceList(ctx()) : [];
    $("cards-list").innerHTML = cards.filter((c) => c.search.includes(filter)).map((c) => c.html).join("");
  };
  $("cards-filter").oninput = draw;
  draw();
  dialog.showModal();
}

async function start() {
  await setLanguage(savedLanguage());
  $("lang").value = savedLanguage();
  $("lang").addEventListener("change", async () => {
    await setLanguage($("lang").value);
    page.reference = null;
    await loadReference();
    translatePage();
    render();
  });
  translatePage();
  page.token = chooseToken();
  if (tokenFromUrl()) rememberSeat(gameId, page.token, -1);
  try {
    page.summary = await request("GET", `/api/games/${gameId}`);
  } catch (err) {
    $("board").textContent = err.message;
    return;
  }
  try {
    page.module = (await import(`/static/games/${page.summary.game}.js`)).default;
  } catch {
    page.module = (await import("/static/games/generic.js")).default;
  }
  $("cards-btn").addEventListener("click", openCards);
  $("leave-btn").addEventListener("click", async () => {
    try { await request("POST", `/api/games/${gameId}/leave`, { token: page.token, body: { bot: "medium" } }); }
    catch (err) { flash(err.message); }
  });
  $("back-btn").addEventListener("click", async () => {
    try { await request("POST", `/api/games/${gameId}/back`, { token: page.token }); }
    catch (err) { flash(err.message); }
  });
  $("save-btn").addEventListener("click", async () => {
    const response = await fetch(`/api/games/${gameId}/save`, { headers: { Authorization: `Bearer ${page.token}` } });
    const blob = new Blob([await response.text()], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `epocha-${page.summary.game}-${gameId}.epocha.json`;
    a.click();
  });
  page.live = new LiveGame(gameId, page.token, onState, status);
  if (new URLSearchParams(location.search).has("poll")) page.live.noSocket = true;
  page.live.start();
}

start();
