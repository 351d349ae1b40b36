import { request, mySeats, rememberSeat } from "./api.js";
import { setLanguage, savedLanguage, t, translatePage } from "./i18n.js";

const $ = (id) => document.getElementById(id);
let catalog = null;

function say(text, bad = false) {
  $("message").textContent = text;
  $("message").classList.toggle("bad", bad);
}

function link(path) { return `${location.origin}${path}`; }

function seatRow(i) {
  const li = document.createElement("li");
  li.innerHTML = `
    <select class="kind" aria-label="${t("Who plays this seat")}">
      <option value="me">${t("Me (this browser)")}</option>
      <option value="bot">${t("A bot")}</option>
      <option value="invite">${t("A friend (invitation link)")}</option>
      <option value="open">${t("Anyone (open seat)")}</option>
    </select>
    <select class="bot" aria-label="${t("Bot level")}">${catalog.bots.map((b) => `<option>${b}</option>`).join("")}</select>
    <input class="name" maxlength="60" placeholder="${t("Name")}">`;
  li.querySelector(".kind").value = i === 0 ? "me" : "bot";
  li.querySelector(".bot").value = "medium";
  const sync = () => { li.querySelector(".bot").hidden = li.querySelector(".kind").value !== "bot"; };
  li.querySelector(".kind").addEventListener("change", sync);
  sync();
  return li;
}

function renderForm() {
  const game = catalog.games.find((g) => g.name === $("game").value) || catalog.games[0];
  const players = $("players");
  const keep = Number(players.value) || game.min_players;
  players.innerHTML = "";
  for (let n = game.min_players; n <= game.max_players; n++) players.add(new Option(String(n), String(n)));
  players.value = String(Math.min(Math.max(keep, game.min_players), game.max_players));
  const options = $("options");
  options.innerHTML = "";
  for (const [name, spec] of Object.entries(game.options || {})) {
    const label = document.createElement("label");
    label.innerHTML = `<span>${t(spec.label || name)}</span> `;
    const select = document.createElement("select");
    select.name = name;
    select.className = "option";
    for (const choice of spec.choices) select.add(new Option(t(String(choice)), choice));
    select.value = spec.default;
    label.append(select);
    options.append(label);
  }
  renderSeats();
}

function renderSeats() {
  const list = $("seats");
  const n = Number($("players").value);
  while (list.children.length < n) list.append(seatRow(list.children.length));
  while (list.children.length > n) list.lastElementChild.remove();
}

async function create(event) {
  event.preventDefault();
  const seats = [...$("seats").children].map((li) => {
    const kind = li.querySelector(".kind").value;
    const spec = { kind, name: li.querySelector(".name").value || null };
    if (kind === "bot") spec.bot = li.querySelector(".bot").value;
    return spec;
  });
  const options = {};
  for (const el of document.querySelectorAll("#options .option")) options[el.name] = el.value;
  const body = { game: $("game").value, players: Number($("players").value), options, seats };
  if ($("seed").value) body.seed = Number($("seed").value);
  if ($("title").value) body.title = $("title").value;
  if ($("timeout").value) body.turn_timeout = Number($("timeout").value);
  try {
    const created = await request("POST", "/api/games", { body });
    showCreated(created, seats);
    loadMyGames();
  } catch (err) {
    say(err.message, true);
  }
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
      rows.push(`<li>${t("Seat {n}: you", { n: i + 1 })} — <a href="${url}">${t("play")}</a></li>`);
    } else {
      rows.push(`<li>${t("Seat {n}: send this link", { n: i + 1 })}
        <input readonly value="${url}" class="copy"> <button type="button" class="copy-btn">${t("Copy")}</button></li>`);
    }
  });
  rows.push(`<li>${t("Spectators")}: <input readonly class="copy" value="${link(`/watch/${created.id}`)}">
    <button type="button" class="copy-btn">${t("Copy")}</button></li>`);
  box.innerHTML = `<h3>${t("Your game is ready")}</h3><ul>${rows.join("")}</ul>` +
    (first ? `<a class="button primary" id="go" href="${first}">${t("Go to the table")}</a>` : "");
  for (const button of box.querySelectorAll(".copy-btn")) {
    button.addEventListener("click", () => {
      const input = button.previousElementSibling;
      input.select();
      navigator.clipboard?.writeText(input.value);
      say(t("Link copied."));
    });
  }
}

function gameItem(g, extra = "") {
  const status = g.status === "over" ? t("finished") : t("in progress");
  const seats = g.seats.map((s) => (s.kind === "bot" ? `${s.name}` : s.open ? t("(open seat)") : s.name)).join(", ");
  return `<li><strong>${escapeHtml(g.title)}</strong> <span class="muted">${status} · ${escapeHtml(seats)}</span> ${extra}</li>`;
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

async function loadMyGames() {
  const seats = mySeats();
  const ids = Object.keys(seats);
  const list = $("my-list");
  if (!ids.length) { list.innerHTML = `<li class="muted">${t("No games yet.")}</li>`; return; }
  const { games } = await request("POST", "/api/summaries", { body: { ids } });
  games.sort((a, b) => (b.updated_at || "").localeCompare(a.updated_at || ""));
  list.innerHTML = games.map((g) => {
    const links = seats[g.id].map((s) => `<a href="/play/${g.id}#t=${s.token}">${t("seat {n}", { n: s.seat + 1 })}</a>`).join(" ");
    return gameItem(g, links);
  }).join("");
}

async function loadOpenGames() {
  const { games } = await request("GET", "/api/open-games");
  const list = $("open-list");
  if (!games.length) { list.innerHTML = `<li class="muted">${t("No open games right now.")}</li>`; return; }
  list.innerHTML = games.map((g) => gameItem(g, `<button type="button" data-join="${g.id}">${t("Join")}</button>`)).join("");
  for (const button of list.querySelectorAll("[data-join]")) {
    button.addEventListener("click", async () => {
      try {
        const joined = await request("POST", `/api/games/${button.dataset.join}/join`,
          { body: { name: $("join-name").value || "" } });
        rememberSeat(button.dataset.join, joined.token, joined.seat);
        location.href = `/play/${button.dataset.join}#t=${joined.token}`;
      } catch (err) { say(err.message, true); }
    });
  }
}

async function importSave() {
  const file = $("import-file").files[0];
  if (!file) return;
  try {
    const created = await request("POST", "/api/import", { body: { save: await file.text() } });
    Object.entries(created.tokens).forEach(([seat, token]) => rememberSeat(created.id, token, Number(seat)));
    $("import-result").innerHTML = `<a class="button primary" href="/play/${created.id}#t=${created.tokens["0"]}">${t("Go to the table")}</a>`;
    loadMyGames();
  } catch (err) { say(err.message, true); }
}

async function start() {
  await setLanguage(savedLanguage());
  $("lang").value = savedLanguage();
  $("lang").addEventListener("change", async () => { await setLanguage($("lang").value); location.reload(); });
  translatePage();
  catalog = await request("GET", "/api/catalog");
  for (const g of catalog.games) $("game").add(new Option(g.title, g.name));
  $("game").addEventListener("change", renderForm);
  $("players").addEventListener("change", renderSeats);
  $("create-form").addEventListener("submit", create);
  $("import-file").addEventListener("change", importSave);
  renderForm();
  loadMyGames();
  loadOpenGames();
}

start();
