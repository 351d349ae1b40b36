// The game page, the same for every game: live state, the prompt with exactly the legal
// choices, the log, undo, rematch, hot-seat handover. Each game supplies its board view
// (the module its manifest names: `board` in the game summary).
import { ApiError, LiveGame, campaignOf, mySeats, newKey, rememberSeat, request } from "./api.js";
import { $, h } from "./dom.js";
import { homeProblem, offerHome } from "./home_claim.js";
import { lang, nt, pt, savedLanguage, setLanguage, t, translatePage } from "./i18n.js";
import { seatName } from "./messages.js";
import { ChatPanel } from "./chat.js";
import { renderClocks } from "./clocks.js";
import { BoardMemory } from "./highlights.js";
import { actionText, renderLog, renderPrompt, renderTurn } from "./panels.js";
import { Picker } from "./picker.js";
import { causeText, gameRenderer, loadBoard, loadGameWords, openRules, whyButton } from "./table.js";

const gameId = location.pathname.split("/").filter(Boolean)[1];
const spectating = location.pathname.startsWith("/watch/");

const page = {
  summary: null, data: null, reference: null, terms: null, rules: null, module: null, token: null, live: null,
  pending: false, lastSeq: null, picker: null, handover: false, memory: new BoardMemory(gameId), chat: null,
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

function names() {
  return page.summary ? page.summary.seats.map((s) => seatName(s.name, s.seat)) : [];
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
  if (action.confirm && !window.confirm(renderer().render(action.confirm))) return;
  page.pending = true;
  document.body.classList.add("busy");
  page.memory.acting();
  try {
    const done = await request("POST", `/api/games/${gameId}/actions`,
      { token: page.token, body: { seq: page.data.seq, key: newKey(), action } });
    if (page.memory.moved(done.seq)) showLog();
  } catch (err) {
    page.memory.failed();
    if (err instanceof ApiError && err.body.error === "unclaimed_seats") {
      flash(homeProblem(err));
    } else if (err instanceof ApiError && err.status === 409) {
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
  page.memory.acting();
  try {
    const done = await request("POST", `/api/games/${gameId}/undo`,
      { token: page.token, body: { seq: page.data.seq, key: newKey() } });
    if (page.memory.moved(done.seq)) showLog();
  } catch (err) { page.memory.failed(); flash(err.message); }
}

// the game's messages in the player's language (see messages.js)
function renderer() {
  return gameRenderer(page.terms, names());
}

function because(message, c) {
  return causeText(message, c, page.module, page.rules);
}

function ctx() {
  const view = page.data.view;
  const words = renderer();
  const c = {
    view, seat: page.data.seat, names: names(), ref: page.reference, lang: lang(), t, nt, pt,
    render: (message) => words.render(message),
    word: (arg) => words.argument(arg),
    // why a message happened, in words: the card that caused it, or the rule
    why: (message) => because(message, c),
    // a button that shows the player why (the card and its text, or the rules section)
    whyButton: (message) => whyButton(message, c, page.module, page.rules),
    legal: view.legal_actions, act, log: page.data.log,
    // an element the player may act on (actions: the legal actions it stands for)
    clickable(el, actions, card) {
      if (actions.length) page.picker.bind(el, actions, card);
      else if (card) page.picker.info(el, card);
    },
    hover: (el, card) => page.picker.hover(el, card),
  };
  return c;
}

function rematchButton() {
  if (!page.token) return null;
  return h("button", {
    type: "button", class: "primary",
    text: page.summary.rematch_id ? t("Join the rematch") : t("Rematch"),
    onclick: async () => {
      try {
        const next = await request("POST", `/api/games/${gameId}/rematch`, { token: page.token });
        rememberSeat(next.id, next.token, next.seat);
        location.href = `/play/${next.id}#t=${next.token}`;
      } catch (err) { flash(err.message); }
    },
  });
}

// after a campaign's chapter: the way back to the campaign (which reads what follows), if this
// browser keeps it
function afterGame() {
  const rematch = rematchButton();
  const chapterOf = campaignOf(gameId);
  if (!chapterOf) return rematch;
  const back = h("a", {
    class: "button primary", id: "campaign-back", text: t("Back to the campaign"),
    href: `/campaign/${encodeURIComponent(chapterOf.id)}#t=${encodeURIComponent(chapterOf.token)}`,
  });
  return h("p", { class: "after-game" }, back, rematch ? " " : null, rematch);
}

function render() {
  if (!page.data || page.handover) return;
  const view = page.data.view;
  const me = page.data.seat;
  const c = ctx();
  const rated = page.summary.rated ? ` · ${t("rated")}` : "";  // its result will move ratings
  $("title").textContent = `${page.summary.title}${rated}${me !== null ? ` — ${names()[me]}` : ` — ${t("spectator")}`}`;
  page.picker.close();
  page.memory.before($("board"), { seat: me, seq: page.data.seq });
  page.module.render($("board"), c);
  page.memory.after($("board"), { seat: me, seq: page.data.seq, logLength: page.data.log.length });
  renderTurn($("turn"), view, c, page.module);
  renderPrompt($("prompt"), view, c, page.module, { act, undo, rematch: afterGame() });
  showLog(c);
  showClocks();
  document.body.dataset.seq = String(page.data.seq);  // lets tests wait for updates
  const away = me !== null && page.summary.seats[me] && page.summary.seats[me].away;
  $("leave-btn").hidden = me === null || away || view.is_over;
  $("back-btn").hidden = !away;
  // the whole log names every hidden card: the server gives it out once the game is over
  $("save-btn").hidden = !view.is_over;
  // a replay link names no token: the replay page finds this seat's in this browser
  $("replay-link").href = `/replay/${gameId}${me !== null ? `?seat=${me}` : ""}`;
  page.chat.render();
  hotSeat(view);
}

// the log, marked where the player last acted (a spectator: last looked)
function showLog(c = null) {
  if (!page.data || page.handover) return;
  const from = page.memory.since(page.data.log.length);
  const since = from === null ? null
    : { from, label: page.data.seat === null ? t("Since you last looked") : t("Since your last turn") };
  $("log-last").textContent = renderLog($("log"), page.data.log, c || ctx(), page.module, since);
}

function showClocks() {
  const clock = page.summary && !page.data.view.is_over ? page.summary.clock : null;
  renderClocks($("clocks"), clock, names(), page.summaryAt);
}

// the running clocks count down between the server's words
setInterval(() => { if (page.summary && page.data && !page.handover) showClocks(); }, 1000);

// Several seats of this game in one browser (hot-seat): follow whoever must act. Before the
// next player takes the device, everything the last one saw is taken off the page.
function hotSeat(view) {
  const seats = mySeats()[gameId] || [];
  if (spectating || seats.length < 2 || view.is_over || view.legal_actions.length) return;
  const next = seats.find((s) => view.active_players.includes(s.seat));
  if (!next || next.token === page.token) return;
  page.handover = true;
  for (const id of ["board", "prompt", "log", "turn", "log-last"]) $(id).replaceChildren();
  $("pass-text").textContent = t("Pass the device to {who}.", { who: names()[next.seat] });
  $("pass-device").hidden = false;
  $("pass-ok").onclick = () => {
    $("pass-device").hidden = true;
    page.handover = false;
    switchSeat(next.token);
  };
  $("pass-ok").focus();
}

function switchSeat(token) {
  page.token = token;
  page.data = null;
  if (page.live) page.live.close();
  offerHome($("home-btn"), gameId, token, flash);
  page.live = new LiveGame(gameId, token, onState, status);
  if (page.noSocket) page.live.noSocket = true;
  page.live.start();
}

async function onState(data) {
  if (page.handover) return;
  if (page.token && data.seat !== null) rememberSeat(gameId, page.token, data.seat);
  // (a seat's player leaving or coming back changes the version, and the clocks, not the log)
  const changed = !page.data || data.seq !== page.lastSeq || data.version !== page.lastVersion;
  const before = page.data;
  page.data = data;
  page.chat.update(data.chat);
  let quiet = false;
  if (changed) {
    const seatsBefore = JSON.stringify(page.summary && page.summary.seats);
    page.summary = await request("GET", `/api/games/${gameId}`);
    page.summaryAt = Date.now();
    page.lastSeq = data.seq;
    page.lastVersion = data.version;
    // somebody only said something: the board stays as it is (a choice half made stays open)
    quiet = Boolean(before) && before.seat === data.seat && data.seq === before.seq
      && data.chat !== before.chat && JSON.stringify(page.summary.seats) === seatsBefore;
  }
  if (!page.reference) await loadReference();
  if (!quiet) render();
}

async function loadReference() {
  Object.assign(page, await loadGameWords(page.summary));
}

function openCards() {
  const dialog = $("cards-dialog");
  const draw = () => {
    const filter = $("cards-filter").value.toLowerCase();
    const items = page.module.referenceList ? page.module.referenceList(ctx()) : [];
    $("cards-list").replaceChildren(...items.filter((c) => c.search.includes(filter)).map((c) => c.node));
  };
  $("cards-filter").oninput = draw;
  draw();
  dialog.showModal();
}

async function saveGame() {
  const headers = page.token ? { Authorization: `Bearer ${page.token}` } : {};
  const response = await fetch(`/api/games/${gameId}/save`, { headers });
  if (!response.ok) {
    const problem = await response.json().catch(() => ({}));
    flash(problem.message || `HTTP ${response.status}`);
    return;
  }
  const blob = new Blob([await response.text()], { type: "application/json" });
  const a = h("a", { href: URL.createObjectURL(blob), download: `epocha-${page.summary.game}-${gameId}.epocha.json` });
  a.click();
}

function wireTools() {
  $("cards-btn").addEventListener("click", openCards);
  $("rules-btn").addEventListener("click", () => openRules(page.rules, null));
  $("leave-btn").addEventListener("click", async () => {
    try { await request("POST", `/api/games/${gameId}/leave`, { token: page.token, body: { bot: "medium" } }); }
    catch (err) { flash(err.message); }
  });
  $("back-btn").addEventListener("click", async () => {
    try { await request("POST", `/api/games/${gameId}/back`, { token: page.token }); }
    catch (err) { flash(err.message); }
  });
  $("save-btn").addEventListener("click", saveGame);
  $("lang").addEventListener("change", async () => {
    await setLanguage($("lang").value);
    page.reference = null;
    await loadReference();
    translatePage();
    render();
  });
  // the log starts open where there is room for it
  $("log-panel").open = window.matchMedia("(min-width: 900px)").matches;
}

// Another seat's link opened in this tab changes only the part after "#": switch to that seat.
window.addEventListener("hashchange", () => {
  const token = tokenFromUrl();
  if (!token || token === page.token) return;
  rememberSeat(gameId, token, -1);
  page.handover = false;
  $("pass-device").hidden = true;
  switchSeat(token);
});

async function start() {
  await setLanguage(savedLanguage());
  $("lang").value = lang();
  translatePage();
  page.token = chooseToken();
  if (tokenFromUrl()) rememberSeat(gameId, page.token, -1);
  try {
    page.summary = await request("GET", `/api/games/${gameId}`);
  } catch (err) {
    $("board").textContent = err.message;
    return;
  }
  page.module = await loadBoard(page.summary);
  page.picker = new Picker({
    describe: (card) => (page.module.cardInfo ? page.module.cardInfo(card, ctx()) : null),
    label: (action) => actionText(page.module, action, ctx()),
    act,
  });
  wireTools();
  page.chat = new ChatPanel($("chat-panel"), gameId, {
    seats: () => (page.summary ? page.summary.seats : []),
    seat: () => (page.data ? page.data.seat : null),
    token: () => page.token,
  });
  page.noSocket = new URLSearchParams(location.search).has("poll");
  switchSeat(page.token);
}

start();
