// Ratings (Glicko-2 per game, see the server's ratings.py): a game's leaderboard and a home's
// own ratings, as lines of text built with textContent.
import { request } from "./api.js";
import { h } from "./dom.js";
import { nt, t } from "./i18n.js";

const LEVELS = {
  random: () => t("random moves"),
  easy: () => t("easy"),
  medium: () => t("medium"),
  hard: () => t("hard"),
};

// a home by its display name, a bot by its level
function playerName(row) {
  if (row.kind === "bot") return t("Bot ({level})", { level: LEVELS[row.level] ? LEVELS[row.level]() : row.level });
  return row.name || t("A player without a name");
}

// "1520 ± 90" (the deviation: how sure the rating is), with the games behind it
export function ratingText(row) {
  return nt("{rating} ± {rd} · {n} game", "{rating} ± {rd} · {n} games", row.games, { rating: row.rating, rd: row.rd });
}

// fill `list` (an <ol>) with the game's best rated players
export async function showLeaderboard(list, game) {
  list.dataset.game = game;
  delete list.dataset.loaded;
  const board = await request("GET", `/api/ratings/${encodeURIComponent(game)}?limit=10`);
  if (list.dataset.game !== game) return; // another game was chosen meanwhile
  list.replaceChildren(...(board.players.length
    ? board.players.map((row) => h("li", { class: `rating ${row.kind}` },
      h("strong", { text: playerName(row) }), " ", h("span", { class: "muted", text: ratingText(row) })))
    : [h("li", { class: "muted", text: t("No rated games yet.") })]));
  list.dataset.loaded = "true"; // lets tests wait for it
}
