// The lobby: create a game (or start one against a bot in one click), my games, open games,
// importing a game saved in the terminal, a game's campaign. Everything is built with
// textContent (dom.js).
import { myCampaigns, myHome, mySeats, rememberCampaign, rememberSeat, request } from "./api.js";
import { $, h } from "./dom.js";
import { lang, savedLanguage, setLanguage, t, translatePage } from "./i18n.js";
import { homeProblem } from "./home_claim.js";
import { seatName } from "./messages.js";
import { showLeaderboard } from "./ratings.js";

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

// the seats chosen in the form: who plays each
function formSeats() {
  return [...$("seats").children].map((li) => {
    const kind = li.querySelector(".kind").value;
    const spec = { kind, name: li.querySelector(".name").value || null };
    if (kind === "bot") spec.bot = li.querySelector(".bot").value;
    return spec;
  });
}

// the table's time control from the form (null: no clock); see the server's clocks.py
function chosenClock() {
  const kind = $("clock-kind").value;
  const rule = $("clock-rule").value;
  if (kind === "live") {
    return { kind, base: Math.round(Number($("clock-base").value) * 60), increment: Math.round(Number($("clock-increment").value)), on_timeout: rule };
  }
  if (kind === "turn") {
    return { kind, per_move: Math.round(Number($("clock-days").value) * 86400), vacation: Math.round(Number($("clock-vacation").value) * 86400), on_timeout: rule };
  }
  return null;
}

function showClockFields() {
  const kind = $("clock-kind").value;
  for (const el of document.querySelectorAll(".clock-live")) el.hidden = kind !== "live";
  for (const el of document.querySelectorAll(".clock-turn")) el.hidden = kind !== "turn";
  for (const el of document.querySelectorAll(".clock-any")) el.hidden = kind === "none";
}

async function create(event) {
  event.preventDefault();
  const seats = formSeats();
  const options = chosenOptions();
  const body = { game: $("game").value, players: Number($("players").value), options, seats };
  if ($("seed").value) body.seed = Number($("seed").value);
  if ($("title").value) body.title = $("title").value;
  const clock = chosenClock();
  if (clock) body.clock = clock;
  const rated = !$("rated-box").hidden && $("rated").checked;
  if (rated) body.rated = true;
  const created = await createGame(body, seats);
  if (!created) return;
  if (rated && !(await claimMySeats(created, seats))) return;
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

// a rated table starts once every person's seat is in a home: this browser's seats go into its
// home (asked for by ticking "Rated"); friends add theirs from the table
async function claimMySeats(created, seats) {
  try {
    for (const [i, spec] of seats.entries()) {
      if (spec.kind !== "me") continue;
      await request("POST", "/api/home/seats", { token: myHome(), body: { game: created.id, seat_token: created.tokens[String(i)] } });
    }
    return true;
  } catch (err) {
    say(homeProblem(err), true);
    return false;
  }
}

function loadLeaderboard() {
  showLeaderboard($("leaderboard-list"), currentGame().name).catch((err) => say(err.message, true));
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
  const status = (g.status === "over" ? t("finished") : t("in progress")) + (g.rated ? ` · ${t("rated")}` : "");
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

// -- campaigns -------------------------------------------------------------------------------
// A game whose manifest has a campaign is also played chapter after chapter. A campaign is
// kept by the table behind a secret link (/campaign/<id>#t=<token>); the browser remembers the
// campaigns it started or opened. Each chapter's table is made with the players chosen in the
// form above; its cards are shown before the table opens, and those read after its game once
// it is over (the lobby asks the table to finish the chapter when it sees its game over).

let campaign = null; // {id, token, state} of the campaign shown

const campaignLink = (id, token) => link(`/campaign/${encodeURIComponent(id)}#t=${encodeURIComponent(token)}`);

// a campaign's id and token from its link (or from this page's address)
function parseCampaignLink(text) {
  const match = /\/campaign\/([A-Za-z0-9_-]{1,32})\/?#(?:.*&)?t=([\w-]+)/.exec(text || "");
  return match ? { id: match[1], token: match[2] } : null;
}

const gameTitle = (name) => said(catalog.games.find((g) => g.name === name)?.title) || name;

function cardNodes(cards) {
  return h("div", { class: "campaign-cards" }, cards.map((c) => h("article", { class: "campaign-card" },
    h("h4", { text: c.title }), h("p", { text: c.text }))));
}

// the cards just read, under a heading, and what comes next
function showReading(heading, cards, after) {
  const box = $("campaign-reading");
  box.replaceChildren(h("h3", { text: heading }),
    cards.length ? cardNodes(cards) : h("p", { class: "muted", text: t("No cards to read now.") }), after || null);
  box.hidden = false;
  box.scrollIntoView({ block: "start" });
}

function renderCampaignList() {
  const all = myCampaigns();
  const ids = Object.keys(all).filter((id) => !campaign || id !== campaign.id);
  $("campaign-list").replaceChildren(...ids.map((id) => h("li", {},
    h("strong", { text: t("{game}: campaign", { game: gameTitle(all[id].game) }) }),
    h("span", { class: "links" }, h("button", {
      type: "button", text: t("Open"), onclick: () => openCampaign(id, all[id].token),
    })))));
}

function tableLink(tableId) {
  const mine = mySeats()[tableId];
  if (mine && mine.length) return `/play/${encodeURIComponent(tableId)}#t=${encodeURIComponent(mine[0].token)}`;
  return `/watch/${encodeURIComponent(tableId)}`;
}

function renderCampaign() {
  const { id, token, state } = campaign;
  const view = $("campaign-view");
  const rows = [
    h("h3", { text: t("{game}: campaign", { game: gameTitle(state.game) }) }),
    h("p", { id: "campaign-where", text: state.finished
      ? t("The campaign is over: play on with what it unlocked.")
      : t("Chapter {n}", { n: state.chapter }) }),
    h("ul", {}, copyRow(t("Keep this link: whoever has it can continue the campaign"), campaignLink(id, token))),
    h("p", { text: state.unlocks.length
      ? `${t("Unlocked:")} ${state.unlocks.join(", ")}`
      : t("Nothing unlocked yet.") }),
    h("p", { text: t("Games played: {n}", { n: state.games_played }) }),
  ];
  if (state.table && state.table.status === "active") {
    rows.push(h("p", {}, t("Chapter {n} is being played.", { n: state.chapter }), " ",
      h("a", { class: "button primary", id: "campaign-table", href: tableLink(state.table.id), text: t("Go to the table") })));
  } else if (!state.table) {
    rows.push(h("p", {}, h("button", { type: "button", class: "primary", id: "campaign-next", text: t("Next chapter"), onclick: nextChapter }),
      " ", h("span", { class: "muted", text: t("The chapter is played by the players chosen under New game.") })));
  }
  rows.push(h("div", { id: "campaign-reading", hidden: true }));
  const read = state.chapters.filter((c) => c.before.length || (c.after && c.after.length));
  if (read.length) {
    rows.push(h("details", {}, h("summary", { text: t("Cards read so far") }), ...read.map((c) => h("section", {},
      h("h4", { text: t("Chapter {n}", { n: c.chapter }) }), cardNodes([...c.before, ...(c.after || [])])))));
  }
  view.replaceChildren(...rows);
  view.hidden = false;
  renderCampaignList();
}

async function openCampaign(id, token) {
  try {
    const state = await request("GET", `/api/campaigns/${encodeURIComponent(id)}?lang=${lang()}`, { token });
    campaign = { id, token, state };
    rememberCampaign(id, token, state.game, state.table?.id);
    if ($("game").value !== state.game) { $("game").value = state.game; $("seats").replaceChildren(); renderForm(); }
    $("campaign").hidden = false;
    renderCampaign();
    // the chapter's game is over: the chapter ends, and its cards are read now
    if (state.to_finish) await finishChapter(state.table.id);
  } catch (err) { say(err.message, true); }
}

async function finishChapter(tableId) {
  const { id, token } = campaign;
  try {
    const ended = await request("POST", `/api/campaigns/${encodeURIComponent(id)}/finish?lang=${lang()}`,
      { token, body: { table: tableId } });
    campaign.state = ended.state;
    renderCampaign();
    showReading(t("After chapter {n}, read:", { n: ended.chapter }), ended.cards);
  } catch (err) { say(err.message, true); }
}

async function startCampaign() {
  try {
    const created = await request("POST", `/api/campaigns?lang=${lang()}`, { body: { game: currentGame().name } });
    campaign = { id: created.id, token: created.token, state: created.state };
    rememberCampaign(created.id, created.token, created.state.game);
    history.replaceState(null, "", `/campaign/${created.id}#t=${created.token}`);
    renderCampaign();
    say(t("Your campaign has begun. Keep its link."));
  } catch (err) { say(err.message, true); }
}

async function nextChapter() {
  const { id, token } = campaign;
  const seats = formSeats();
  const body = { players: Number($("players").value), seats };
  if ($("title").value) body.title = $("title").value;
  const clock = chosenClock();
  if (clock) body.clock = clock;
  try {
    const started = await request("POST", `/api/campaigns/${encodeURIComponent(id)}/next?lang=${lang()}`, { token, body });
    const table = started.table;
    rememberCampaign(id, token, campaign.state.game, table.id);
    Object.entries(table.tokens).forEach(([seat, tok]) => {
      if (seats[Number(seat)].kind === "me") rememberSeat(table.id, tok, Number(seat));
    });
    campaign.state = started.state;
    renderCampaign();
    $("campaign-table")?.remove(); // the way to the table is under the cards, to read them first
    const mine = seats.findIndex((s) => s.kind === "me");
    const href = mine >= 0 ? `/play/${table.id}#t=${table.tokens[String(mine)]}` : `/watch/${table.id}`;
    const invites = seats.map((s, i) => [s, i]).filter(([s, i]) => s.kind !== "me" && table.tokens[String(i)]);
    showReading(t("Before chapter {n}, read:", { n: started.chapter }), started.cards, h("div", {},
      invites.length ? h("ul", {}, invites.map(([, i]) => copyRow(t("{seat}: send this link", { seat: seatName(null, i) }),
        link(`/play/${table.id}#t=${table.tokens[String(i)]}`)))) : null,
      h("a", { class: "button primary", id: "campaign-go", href, text: t("Go to the table") })));
    loadMyGames();
  } catch (err) { say(err.message, true); }
}

function syncCampaignPanel() {
  $("campaign").hidden = !(currentGame().campaign || campaign);
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
  $("game").addEventListener("change", () => { $("seats").replaceChildren(); renderForm(); syncCampaignPanel(); loadLeaderboard(); });
  $("rated-box").hidden = !myHome(); // rated tables rate homes: only a browser with one offers them
  $("campaign-new").addEventListener("click", startCampaign);
  $("campaign-open").addEventListener("click", () => {
    const found = parseCampaignLink($("campaign-link").value.trim());
    if (found) openCampaign(found.id, found.token);
    else say(t("That is not a campaign's link."), true);
  });
  $("players").addEventListener("change", () => { renderSeats(); chosenOptions(); });
  $("create-form").addEventListener("submit", create);
  $("clock-kind").addEventListener("change", showClockFields);
  $("quick").addEventListener("click", quickStart);
  $("import-file").addEventListener("change", importSave);
  renderForm();
  syncCampaignPanel();
  loadLeaderboard();
  renderCampaignList();
  loadMyGames();
  loadOpenGames();
  const opened = parseCampaignLink(location.href);
  if (opened) await openCampaign(opened.id, opened.token);
}

start();
