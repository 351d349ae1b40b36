// The Revive table, top to bottom: the turn line (whose turn, its actions, alone the clock); the
// map beside the offers; then the player boards (the seat's own first).
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { mapEl } from "./map.js";
import { offersEl } from "./offers.js";
import { closeMenu, seatName, seatToken } from "./parts.js";
import { playerBoard } from "./players.js";

function headerEl(ctx) {
  const s = ctx.view.state;
  const solo = s.players.length === 1;
  const turn = t("Turn {n}", { n: s.turn.number + 1 });
  return h("div", { class: "rv-header", dataset: { key: "header" } },
    h("span", { class: "rv-turn-no", text: turn }),
    s.phase === "play" && !s.result ? h("span", { class: "rv-whose" }, seatToken(ctx, s.turn.player), ` ${seatName(ctx, s.turn.player)}`) : null,
    h("span", { class: "muted", text: t("Actions taken: {n} of {total}", { n: s.turn.actions, total: solo ? 1 : 2 }) }),
    solo ? h("span", { class: "rv-clock", text: t("Action cube on progress space {n}", { n: s.cube }) }) : null,
    s.last_turns ? h("span", { class: "badge", text: t("Last turns") }) : null);
}

export function renderBoard(root, ctx) {
  closeMenu();
  const s = ctx.view.state;
  const seat = ctx.seat;
  const players = s.players;
  const order = seat === null || seat === undefined || !players[seat] ? players
    : [players[seat], ...players.slice(seat + 1), ...players.slice(0, seat)];
  root.replaceChildren(
    headerEl(ctx),
    h("div", { class: "rv-middle" }, mapEl(ctx), offersEl(ctx)),
    h("div", { class: "rv-players" }, order.map((p) => playerBoard(ctx, p, p.seat === seat))));
  root.classList.add("rv-board");
}
