// The replay page: a game stepped through from its start, as a seat or a spectator saw it at
// each step (GET /api/games/<id>/replay; the table rebuilds each step from the game's log).
// Its address is the link to a move, `/replay/<game>?at=N&seat=S`: it names no seat's token,
// so it can be shared. While the game runs, a seat's replay needs that seat's token, which
// this browser keeps from the game page (api.js mySeats); a finished game needs none.
import { ApiError, mySeats, request } from "./api.js";
import { ChatPanel } from "./chat.js";
import { $, h } from "./dom.js";
import { lang, nt, pt, savedLanguage, setLanguage, t, translatePage } from "./i18n.js";
import { seatName } from "./messages.js";
import { actionText, renderLog, renderPrompt, renderTurn } from "./panels.js";
import { Picker } from "./picker.js";
import { causeText, gameRenderer, loadBoard, loadGameWords, whyButton } from "./table.js";

const gameId = location.pathname.split("/").filter(Boolean)[1];

const page = {
  summary: null, module: null, picker: null, terms: null, rules: null, reference: null,
  seat: null, data: null,
  // the log of the furthest step fetched for this seat: any earlier step's log is its start
  // (events are never changed once logged), so a step asks only for the events it lacks
  log: [], logSeq: null,
  asked: 0, // the number of the last request: an older answer arriving late is dropped
  chat: null, // what the seats said, shown up to the step (its `chat_seq`), read only
};

function names() {
  return page.summary ? page.summary.seats.map((s) => seatName(s.name, s.seat)) : [];
}

// the token this browser keeps for a seat of this game (null: none, or a spectator)
function tokenFor(seat) {
  if (seat === null) return null;
  const known = (mySeats()[gameId] || []).find((s) => s.seat === seat);
  return known ? known.token : null;
}

function readAddress() {
  const query = new URLSearchParams(location.search);
  const number = (text) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);
  return { at: number(query.get("at")), seat: number(query.get("seat")) };
}

function addressOf(at, seat) {
  const query = new URLSearchParams({ at: String(at) });
  if (seat !== null) query.set("seat", String(seat));
  return `/replay/${gameId}?${query}`;
}

function status(message) {
  $("status").textContent = message || "";
  $("status").className = message ? "status error" : "status";
}

// Fetch step `at` (null: the last) as `page.seat` saw it, and show it.
async function show(at) {
  const asked = ++page.asked;
  const query = new URLSearchParams({ log_from: String(page.log.length) });
  if (at !== null) query.set("at", String(at));
  if (page.seat !== null) query.set("seat", String(page.seat));
  let data;
  try {
    data = await request("GET", `/api/games/${gameId}/replay?${query}`, { token: tokenFor(page.seat) });
    if (page.logSeq !== null && data.seq !== page.logSeq && page.log.length) {
      // the game moved on (an undo may have changed a step's log): start the log afresh
      page.log = [];
      page.logSeq = null;
      if (asked === page.asked) await show(at);
      return;
    }
  } catch (err) {
    if (asked !== page.asked) return;
    if (at !== null && err instanceof ApiError && err.body.error === "no_such_step") {
      await show(null); // a link to a move the game no longer has (a move taken back): its end
      return;
    }
    status(err instanceof ApiError ? err.message : String(err));
    seatChoices(); // another seat, or the spectator, may still be chosen
    return;
  }
  if (asked !== page.asked) return;
  status("");
  page.logSeq = data.seq;
  if (data.log_from + data.log.length > page.log.length) page.log = page.log.slice(0, data.log_from).concat(data.log);
  page.data = { ...data, log: page.log.slice(0, data.log_length) };
  if (!page.reference) await loadReference();
  render();
}

async function loadReference() {
  Object.assign(page, await loadGameWords(page.summary));
}

function ctx() {
  const view = page.data.view;
  const words = gameRenderer(page.terms, names());
  const c = {
    view, seat: page.data.seat, names: names(), ref: page.reference, lang: lang(), t, nt, pt,
    render: (message) => words.render(message),
    word: (arg) => words.argument(arg),
    why: (message) => causeText(message, c, page.module, page.rules),
    // why it happened, at any step: the card and its text, or the rules section
    whyButton: (message) => whyButton(message, c, page.module, page.rules),
    // nothing on the board is to be acted on: the cards only show their texts
    legal: [], act: () => {}, log: page.data.log,
    clickable(el, _actions, card) { if (card) page.picker.info(el, card); },
    hover: (el, card) => page.picker.hover(el, card),
  };
  return c;
}

function render() {
  const data = page.data;
  const c = ctx();
  const who = page.seat !== null ? names()[page.seat] : t("Spectator");
  $("title").textContent = `${page.summary.title} — ${t("Replay")} (${who})`;
  page.picker.close();
  page.module.render($("board"), c);
  renderTurn($("turn"), data.view, c, page.module);
  renderPrompt($("prompt"), data.view, c, page.module, { act: () => {}, undo: () => {}, rematch: null, readOnly: true });
  $("log-last").textContent = renderLog($("log"), data.log, c, page.module);
  renderBar();
  page.chat.showUntil(data.chat_seq);
  // at the last step the game may have moved on, and more been said: ask for what is new
  if (data.at === data.steps) page.chat.update();
  // lets tests wait for a step, and for whose view of it
  document.body.dataset.step = String(data.at);
  document.body.dataset.seat = data.seat === null ? "watch" : String(data.seat);
}

function renderBar() {
  const { at, steps, moves } = page.data;
  for (const input of [$("step-slider"), $("step-number")]) {
    input.max = String(steps);
    input.value = String(at);
  }
  $("step-total").textContent = t("of {steps}", { steps });
  $("step-who").textContent = at === 0 ? t("The start of the game")
    : t("Move {at}: {who}", { at, who: names()[moves[at - 1]] });
  $("first-step").disabled = $("previous-step").disabled = at === 0;
  $("next-step").disabled = $("last-step").disabled = at === steps;
  const link = addressOf(at, page.seat);
  $("move-link").href = link;
  history.replaceState(null, "", link);
  seatChoices();
}

// a finished game: every seat and the spectator; a game in progress: the spectator and the
// seats this browser plays
function seatChoices() {
  const over = page.summary.status === "over";
  const seats = page.summary.seats.map((s) => s.seat).filter((seat) => over || tokenFor(seat) !== null);
  const options = [h("option", { value: "", text: t("Spectator") }),
    ...seats.map((seat) => h("option", { value: String(seat), text: names()[seat] }))];
  $("seat-select").replaceChildren(...options);
  $("seat-select").value = page.seat === null ? "" : String(page.seat);
}

function step(at) {
  if (!page.data) return;
  show(Math.max(0, Math.min(at, page.data.steps)));
}

function wireControls() {
  $("first-step").addEventListener("click", () => step(0));
  $("previous-step").addEventListener("click", () => step(page.data.at - 1));
  $("next-step").addEventListener("click", () => step(page.data.at + 1));
  $("last-step").addEventListener("click", () => show(null)); // the game may have moved on
  $("step-slider").addEventListener("input", () => step(Number($("step-slider").value)));
  $("step-number").addEventListener("change", () => {
    const value = Number($("step-number").value);
    if (Number.isInteger(value)) step(value);
  });
  $("seat-select").addEventListener("change", () => {
    const value = $("seat-select").value;
    page.seat = value === "" ? null : Number(value);
    page.log = [];
    page.logSeq = null;
    show(page.data ? page.data.at : null);
  });
  document.addEventListener("keydown", (e) => {
    // the fields keep their own keys (a number field, the slider, a list)
    if (e.target.closest && e.target.closest("input, select, textarea, dialog")) return;
    if (e.altKey || e.ctrlKey || e.metaKey || !page.data) return;
    const moves = { ArrowLeft: page.data.at - 1, ArrowRight: page.data.at + 1, Home: 0, End: page.data.steps };
    if (!(e.key in moves)) return;
    e.preventDefault();
    step(moves[e.key]);
  });
  $("cards-btn").addEventListener("click", openCards);
  $("lang").addEventListener("change", async () => {
    await setLanguage($("lang").value);
    page.reference = null;
    await loadReference();
    translatePage();
    if (page.data) render();
  });
  $("log-panel").open = window.matchMedia("(min-width: 900px)").matches;
}

function openCards() {
  const dialog = $("cards-dialog");
  const draw = () => {
    const filter = $("cards-filter").value.toLowerCase();
    const items = page.module.referenceList && page.data ? page.module.referenceList(ctx()) : [];
    $("cards-list").replaceChildren(...items.filter((c) => c.search.includes(filter)).map((c) => c.node));
  };
  $("cards-filter").oninput = draw;
  draw();
  dialog.showModal();
}

async function start() {
  await setLanguage(savedLanguage());
  $("lang").value = lang();
  translatePage();
  try {
    page.summary = await request("GET", `/api/games/${gameId}`);
  } catch (err) {
    $("board").textContent = err.message;
    return;
  }
  const playing = (mySeats()[gameId] || []).length > 0;
  $("game-link").href = `/${playing ? "play" : "watch"}/${gameId}`;
  page.module = await loadBoard(page.summary);
  page.picker = new Picker({
    describe: (card) => (page.module.cardInfo && page.data ? page.module.cardInfo(card, ctx()) : null),
    label: (action) => actionText(page.module, action, ctx()),
    act: () => {},
  });
  wireControls();
  // the mutes of the seat this browser plays at the table apply (chat.js)
  const reader = (mySeats()[gameId] || []).find((s) => s.seat >= 0);
  page.chat = new ChatPanel($("chat-panel"), gameId, {
    seats: () => page.summary.seats, seat: () => (reader ? reader.seat : null),
  });
  await page.chat.update();
  const wanted = readAddress();
  page.seat = wanted.seat;
  await show(wanted.at);
}

start();
