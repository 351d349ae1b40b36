// The lobby: create a game (or start one against a bot in one click), my games, open games,
// importing a game saved in the terminal. Everything is built with textContent (dom.js).
import { mySeats, rememberSeat, request } from "./api.js";
import { $, h } from "./dom.js";
import { lang, savedLanguage, setLanguage, t, translatePage } from "./i18n.js";
import { seatName } from "./messages.js";

let catalog = null;

function say(text, bad = false) {
  $("message").textContent = text;
  $("message").classList.toggle("bad", bad);
}

function link(path) { return `${location.origin}${path}`; }

const KINDS = {
  me: () => t("Me (this browser)"),
  bot: () => t("A bot"),
  invite: () => t("A friend (invitation link)"),
  open: () => t("Anyone (open seat)"),
};

const BOTS = {
  random: () => t("random moves"),
  easy: () => t("easy"),
  greedy: () => t("greedy"),
  medium: () => t("medium"),
  hard: () => t("hard"),
  ismcts: () => t("medium"), // the search bot's defaults are the medium level
};

// a declared text ({"en": ..., "cs": ...}) in the page's language
const said = (text) => (text && (text[lang()] || text.en)) || "";

const word = (table, key) => (table[key] ? table[key]() : key);

function seatRow(i) {
  const kind = h("select", { class: "kind", "aria-label": t("Who plays seat {n}", { n: i + 1 }) },
    Object.keys(KINDS).map((k) => h("option", { value: k, text: word(KINDS, k) })));
  const bot = h("select", { class: "bot", "aria-label": t("Bot level") },
    catalog.levels.map((b) => h("option", { value: b, text: word(BOTS, b) })));
  const name = h("input", { class: "name", maxlength: 60, placeholder: t("Name (optional)"), "aria-label": t("Name") });
  kind.value = i === 0 ? "me" : "bot";
  bot.value = catalog.levels.includes("medium") ? "medium" : catalog.levels[0];
  const sync = () => { bot.hidden = kind.value !== "bot"; };
  kind.addEventListener("change", sync);
  sync();
  return h("li", {}, h("span", { class: "seat-no", text: i + 1 }), kind, bot, name);
}

function currentGame() {
  return catalog.games.find((g) => g.name === $("game").value) || catalog.games[0];
}

function renderForm() {
  const game = currentGame();
  const players = $("players");
  const keep = Number(players.value) || Math.min(2, game.max_players);
  players.replaceChildren();
  for (let n = game.min_players; n <= game.max_players; n++) players.add(new Option(String(n), String(n)));
  players.value = String(Math.min(Math.max(keep, game.min_players), game.max_players));
  $("options").replaceChildren(...game.options.map(optionField));
  chosenOptions();
  renderSeats();
}

// one field per declared option: a list of its choices, a checkbox, a number or a text
function optionField(spec) {
  let input;
  if (spec.choices) {
    input = h("select", {}, spec.choices.map((c, i) => h("option", { value: String(i), text: said(c.label) })));
    input.value = String(spec.choices.findIndex((c) => c.value === spec.default));
  } else if (spec.type === "bool") {
    input = h("input", { type: "checkbox" });
    input.checked = spec.default;
  } else if (spec.type === "int") {
    input = h("input", { type: "number", step: 1, min: spec.minimum, max: spec.maximum, value: spec.default });
  } else {
    input = h("input", { value: spec.default, maxlength: 200 });
  }
  input.classList.add("option");
  input.dataset.option = spec.name;
  input.addEventListener("change", chosenOptions);
  return h("label", { dataset: { option: spec.name } }, h("span", { text: said(spec.label) }), input);
}

function optionValue(spec, input) {
  if (spec.choices) return spec.choices[Number(input.value)].value;
  if (spec.type === "bool") return input.checked;
  if (spec.type === "int") return Number(input.value);
  return input.value;
}

// shows the options that apply to this player count and these choices, and returns their
// values (the server checks again)
function chosenOptions() {
  const n = Number($("players").value);
  const chosen = {};
  for (const spec of currentGame().options) {
    const field = document.querySelector(`#options label[data-option="${spec.name}"]`);
    const applies = (!spec.players || spec.players.includes(n))
      && Object.entries(spec.when || {}).every(([other, values]) => other in chosen && values.includes(chosen[other]));
    field.hidden = !applies;
    if (applies) chosen[spec.name] = optionValue(spec, field.querySelector(".option"));
  }
  return chosen;
}

function renderSeats() {
  const list = $("seats");
  const n = Number($("players").value);
  while (list.children.length < n) list.append(seatRow(list.children.length));
  while (list.children.length > n) list.lastElementChild.remove();
}

async function createGame(body, seats) {
  try {
    const created = await request("POST", "/api/games", { body });
    showCreated(created, seats);
    loadMyGames();
    return created;
  } catch (err) {
    say(err.message, true);
    return null;
  }
}

async function create(event) {
  event.preventDefault();
  const seats = [...$("seats").children].map((li) => {
    const kind = li.querySelector(".kind").value;
    const spec = { kind, name: li.querySelector(".name").value || null };
    if (kind === "bot") spec.bot = li.querySelector(".bot").value;
    return spec;
  });
  const options = chosenOptions();
  const body = { game: $("game").value, players: Number($("players").value), options, seats };
  if ($("seed").value) body.seed = Number($("seed").value);
  if ($("title").value) body.title = $("title").value;
  if ($("timeout").value) body.turn_timeout = Number($("timeout").value);
  const created = await createGame(body, seats);
  if (!created) return;
  // you alone against bots: nothing to send anyone, so straight to the table
  const mine = seats.filter((s) => s.kind === "me").length;
  if (mine === 1 && seats.every((s) => s.kind === "me" || s.kind === "bot")) {
    const seat = seats.findIndex((s) => s.kind === "me");
    location.href = `/play/${created.id}#t=${created.tokens[String(seat)]}`;
    return;
  }
  // else to the result: the links to send, the way to the table
  $("created").scrollIntoView({ block: "start" });
  ($("go") || $("created").querySelector("input.copy"))?.focus();
}

// one click: me against a medium bot in the game chosen above, straight to the table
async function quickStart() {
  const seats = [{ kind: "me", name: $("join-name").value || null }, { kind: "bot", bot: "medium", name: null }];
  const game = $("game").value || catalog.games[0].name;
  const created = await createGame({ game, players: 2, options: {}, seats }, seats);
  if (created) location.href = `/play/${created.id}#t=${created.tokens["0"]}`;
}

function copyRow(label, url) {
  const input = h("input", { readonly: true, class: "copy", value: url, "aria-label": label });
  const button = h("button", {
    type: "button", class: "copy-btn", text: t("Copy"),
    onclick: () => { input.select(); navigator.clipboard?.writeText(input.value); say(t("Link copied.")); },
  });
  return h("li", {}, `${label} `, input, " ", button);
}

function showCreated(created, seats) {
  const box = $("created");
  box.hidden = false;
  const rows = [];
  let first = null;
  seats.forEach((spec, i) => {
    const token = created.tokens[String(i)];
    if (!token) return;
    const url = link(`/play/${created.id}#t=${token}`);
    if (spec.kind === "me") {
      rememberSeat(created.id, token, i);
      first = first || url;
      rows.push(h("li", {}, t("{seat}: you", { seat: seatName(null, i) }) + " — ", h("a", { href: url, text: t("play") })));
    } else {
      rows.push(copyRow(t("{seat}: send this link", { seat: seatName(null, i) }), url));
    }
  });
  rows.push(copyRow(`${t("Spectators")}:`, link(`/watch/${created.id}`)));
  box.replaceChildren(h("h3", { text: t("Your game is ready") }), h("ul", {}, rows),
    first ? h("a", { class: "button primary", id: "go", href: first, text: t("Go to the table") }) : null);
}

function gameItem(g, extra) {
  const status = g.status === "over" ? t("finished") : t("in progress");
  const seats = g.seats.map((s) => (s.open ? t("(open seat)") : seatName(s.name, s.seat))).join(", ");
  return h("li", {}, h("strong", { text: g.title }), h("span", { class: "muted", text: `${status} · ${seats}` }),
    h("span", { class: "links" }, extra));
}

async function loadMyGames() {
  const seats = mySeats();
  const ids = Object.keys(seats);
  const list = $("my-list");
  if (!ids.length) { list.replaceChildren(h("li", { class: "muted", text: t("No games yet.") })); return; }
  const { games } = await request("POST", "/api/summaries", { body: { ids } });
  games.sort((a, b) => (b.updated_at || "").localeCompare(a.updated_at || ""));
  list.replaceChildren(...games.map((g) => gameItem(g, seats[g.id].map((s) => h("a", {
    href: `/play/${encodeURIComponent(g.id)}#t=${encodeURIComponent(s.token)}`,
    text: s.seat >= 0 ? t("seat {n}", { n: s.seat + 1 }) : t("play"),
  })))));
}

async function join(id) {
  try {
    const joined = await request("POST", `/api/games/${encodeURIComponent(id)}/join`, { body: { name: $("join-name").value || "" } });
    rememberSeat(id, joined.token, joined.seat);
    location.href = `/play/${encodeURIComponent(id)}#t=${joined.token}`;
  } catch (err) { say(err.message, true); }
}

async function loadOpenGames() {
  const { games } = await request("GET", "/api/open-games");
  const list = $("open-list");
  if (!games.length) { list.replaceChildren(h("li", { class: "muted", text: t("No open games right now.") })); return; }
  list.replaceChildren(...games.map((g) => gameItem(g,
    h("button", { type: "button", text: t("Join"), onclick: () => join(g.id) }))));
}

async function importSave() {
  const file = $("import-file").files[0];
  if (!file) return;
  try {
    const created = await request("POST", "/api/import", { body: { save: await file.text() } });
    Object.entries(created.tokens).forEach(([seat, token]) => rememberSeat(created.id, token, Number(seat)));
    $("import-result").replaceChildren(h("a", {
      class: "button primary", href: `/play/${created.id}#t=${created.tokens["0"]}`, text: t("Go to the table"),
    }));
    loadMyGames();
  } catch (err) { say(err.message, true); }
}

// a fan of the games on offer, one little card each
function heroFan() {
  $("hero-fan").replaceChildren(...catalog.games.slice(0, 5).map((g) => h("div", { class: "mini" },
    h("span", { text: said(g.title) }))));
}

async function start() {
  await setLanguage(savedLanguage());
  $("lang").value = lang();
  $("lang").addEventListener("change", async () => { await setLanguage($("lang").value); location.reload(); });
  translatePage();
  catalog = await request("GET", "/api/catalog");
  heroFan();
  for (const g of catalog.games) $("game").add(new Option(said(g.title), g.name));
  $("game").addEventListener("change", () => { $("seats").replaceChildren(); renderForm(); });
  $("players").addEventListener("change", () => { renderSeats(); chosenOptions(); });
  $("create-form").addEventListener("submit", create);
  $("quick").addEventListener("click", quickStart);
  $("import-file").addEventListener("change", importSave);
  renderForm();
  loadMyGames();
  loadOpenGames();
}

start();
