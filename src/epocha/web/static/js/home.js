// A player's home (/home#t=<token>): every seat claimed into it, where it is your turn first,
// then the games where others are to move, then the finished ones, each with its seat's own
// link; the display name and language kept there; a new link on demand. The token stays in
// the address's fragment (never sent to the server) and in this browser's local storage, so
// that game pages can offer "Add to my home".
import { ApiError, forgetHome, myHome, rememberHome, request } from "./api.js";
import { $, h } from "./dom.js";
import { homeProblem } from "./home_claim.js";
import { hideNotifications, showNotifications } from "./home_notify.js";
import { lang, savedLanguage, setLanguage, t, translatePage } from "./i18n.js";
import { seatName } from "./messages.js";
import { ratingText } from "./ratings.js";

let catalog = null;
let token = null;
let home = null;

function say(text, bad = false) {
  $("message").textContent = text;
  $("message").classList.toggle("bad", bad);
}

function tokenFromUrl() {
  const match = /(?:^#|&)t=([\w-]+)/.exec(location.hash);
  return match ? match[1] : null;
}

const homeLink = () => `${location.origin}/home#t=${encodeURIComponent(token)}`;

const said = (text) => (text && (text[lang()] || text.en)) || "";
const gameTitle = (name) => said(catalog?.games.find((g) => g.name === name)?.title) || name;

// a duration in seconds, in words short enough for a list
function duration(seconds) {
  const d = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d) return t("{d} d {h} h", { d, h: hours });
  if (hours) return t("{h} h {m} min", { h: hours, m });
  if (m) return t("{m} min", { m });
  return t("{s} s", { s: seconds });
}

const names = (seats) => seats.map((s) => seatName(s.name, s.seat)).join(", ");

// what a seat's line says about its game: whose turn, the time left, the result
function standing(entry) {
  const parts = [];
  if (entry.group === "your_turn") parts.push(h("strong", { class: "your-turn", text: t("Your turn") }));
  else if (entry.group === "waiting") {
    if (entry.away) parts.push(t("A bot plays for you"));
    if (entry.to_move.length) parts.push(t("Waiting for {names}", { names: names(entry.to_move) }));
  } else if (entry.winners.some((w) => w.seat === entry.seat)) parts.push(t("You won"));
  else if (entry.winners.length) parts.push(t("Won by {names}", { names: names(entry.winners) }));
  else parts.push(t("finished"));
  if (entry.time_left !== null) parts.push(t("{time} left", { time: duration(entry.time_left) }));
  return parts.flatMap((p, i) => (i ? [" · ", p] : [p]));
}

function seatItem(entry) {
  const play = entry.token
    ? h("a", { class: "button primary", href: `/play/${encodeURIComponent(entry.game_id)}#t=${encodeURIComponent(entry.token)}`, text: t("Open") })
    : h("a", { class: "button", href: `/watch/${encodeURIComponent(entry.game_id)}`, text: t("Watch") });
  const release = h("button", { type: "button", class: "release", text: t("Release"), onclick: () => release(entry) });
  return h("li", { class: `home-seat ${entry.group.replace("_", "-")}`, dataset: { game: entry.game_id, seat: entry.seat } },
    h("strong", { text: entry.title }),
    h("span", { class: "muted", text: `${gameTitle(entry.game)} · ${seatName(entry.name, entry.seat)}` }),
    h("span", {}, standing(entry)),
    h("span", { class: "links" }, play, release));
}

function renderSeats() {
  const groups = [
    ["your_turn", t("Your turn")],
    ["waiting", t("Others to move")],
    ["over", t("Finished")],
  ];
  const box = $("home-seats");
  if (!home.seats.length) {
    box.replaceChildren(h("p", { class: "muted", text: t("No seats here yet. Open a game you play and choose “Add to my home”.") }));
    return;
  }
  box.replaceChildren(...groups.flatMap(([group, heading]) => {
    const entries = home.seats.filter((s) => s.group === group);
    if (!entries.length) return [];
    return [h("h3", { text: `${heading} (${entries.length})` }), h("ul", { class: "game-list", id: `home-${group}` }, entries.map(seatItem))];
  }));
}

// the home's rating in each game it played rated tables of, with its place on the leaderboard
function renderRatings() {
  $("home-ratings-panel").hidden = !home.ratings.length;
  $("home-ratings").replaceChildren(...home.ratings.map((r) => h("li", { class: "rating" },
    h("strong", { text: gameTitle(r.game) }), " ",
    h("span", { text: ratingText(r) }), " ", h("span", { class: "muted", text: t("#{rank} on the leaderboard", { rank: r.rank }) }))));
}

function copyRow(label, url) {
  const input = h("input", { readonly: true, class: "copy", id: "home-url-input", value: url, "aria-label": label });
  const button = h("button", {
    type: "button", class: "copy-btn", text: t("Copy"),
    onclick: () => { input.select(); navigator.clipboard?.writeText(input.value); say(t("Link copied.")); },
  });
  return h("li", {}, `${label} `, input, " ", button);
}

function render() {
  $("no-home").hidden = true;
  $("home-seats-panel").hidden = false;
  $("home-settings").hidden = false;
  $("home-url").replaceChildren(copyRow(t("Keep this link: it opens your home on any device"), homeLink()));
  $("home-name").value = home.name || "";
  $("home-owner").textContent = home.name ? `· ${home.name}` : "";
  // the table's languages, each in its own words ({code: name}, as the catalog gives them)
  const languages = catalog ? catalog.languages : { en: "English", cs: "Čeština" };
  $("home-language").replaceChildren(h("option", { value: "", text: t("as this browser's") }),
    ...Object.entries(languages).map(([code, name]) => h("option", { value: code, text: name })));
  $("home-language").value = home.language || "";
  renderSeats();
  renderRatings();
  $("home-seats-panel").dataset.loaded = "true"; // lets tests wait for the listing
}

// the page in the home's language, when the home keeps one
async function useHomeLanguage() {
  if (!home.language || home.language === lang()) return;
  await setLanguage(home.language);
  $("lang").value = lang();
  translatePage();
}

async function load() {
  try {
    home = await request("GET", "/api/home", { token });
  } catch (err) {
    if (err instanceof ApiError && err.status === 403 && myHome() === token) forgetHome();
    showNoHome();
    say(homeProblem(err), true);
    return;
  }
  await useHomeLanguage();
  render();
  await showNotifications(token, say);
}

function showNoHome() {
  $("no-home").hidden = false;
  $("home-seats-panel").hidden = true;
  $("home-ratings-panel").hidden = true;
  $("home-settings").hidden = true;
  hideNotifications();
}

function adopt(newToken) {
  token = newToken;
  rememberHome(token);
  history.replaceState(null, "", `/home#t=${encodeURIComponent(token)}`);
}

async function create() {
  try {
    const created = await request("POST", "/api/homes");
    adopt(created.token);
    home = created.home;
    render();
    await showNotifications(token, say);
    say(t("Your home is ready. Keep its link."));
  } catch (err) { say(homeProblem(err), true); }
}

async function save(event) {
  event.preventDefault();
  const body = { name: $("home-name").value.trim() || null, language: $("home-language").value || null };
  try {
    home = await request("PATCH", "/api/home", { token, body });
    await useHomeLanguage();
    render();
    say(t("Saved."));
  } catch (err) { say(homeProblem(err), true); }
}

async function rotate() {
  if (!window.confirm(t("Make a new link? The old one stops working at once, on every device that has it."))) return;
  try {
    const rotated = await request("POST", "/api/home/rotate", { token });
    adopt(rotated.token);
    home = rotated.home;
    render();
    await showNotifications(token, say);
    say(t("Your home has a new link. Keep it: the old one no longer works."));
  } catch (err) { say(homeProblem(err), true); }
}

async function release(entry) {
  try {
    home = await request("DELETE", `/api/home/seats/${encodeURIComponent(entry.game_id)}/${entry.seat}`, { token });
    render();
    say(t("Released: the seat's own link still opens it."));
  } catch (err) { say(homeProblem(err), true); }
}

async function start() {
  await setLanguage(savedLanguage());
  $("lang").value = lang();
  $("lang").addEventListener("change", async () => {
    await setLanguage($("lang").value);
    translatePage();
    if (home) { render(); await showNotifications(token, say); }
  });
  translatePage();
  $("home-create").addEventListener("click", create);
  $("home-form").addEventListener("submit", save);
  $("home-rotate").addEventListener("click", rotate);
  try { catalog = await request("GET", "/api/catalog"); } catch { catalog = null; }
  const fromUrl = tokenFromUrl();
  if (fromUrl) rememberHome(fromUrl); // a home's link opened here: this browser keeps it too
  token = fromUrl || myHome();
  if (token) {
    if (!fromUrl) history.replaceState(null, "", `/home#t=${encodeURIComponent(token)}`);
    await load();
  } else {
    showNoHome();
  }
}

start();
