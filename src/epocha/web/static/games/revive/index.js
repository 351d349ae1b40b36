// Revive on the web table: the board view (the map, the offers, each player's board). The
// prompt, the actions' labels and the log are the engine's messages, which the shell renders; the
// board only places the legal actions on the things they concern (an exploration on its tile, a
// building on its space, a card's plays on the card...). Everything else stays in the shell's list.
import { h, loadStyle } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { renderBoard } from "./board.js";
import { cardInfo, cardTitle, refEntries } from "./parts.js";

export default {
  async init() {
    document.body.classList.add("rv-page");
    await loadStyle(new URL("./board.css", import.meta.url).href);
  },

  render: renderBoard,
  cardInfo,
  cardTitle: (card, ctx) => cardTitle(ctx, card),

  // the component an action is about, for its hover text
  actionCard(action) {
    if (action.type === "play") return action.card;
    if (action.type === "activate") return action.machine;
    if (action.type === "open_crate") return action.crate;
    if (action.type === "choose") {
      for (const kind of ["card", "module", "machine_token", "artifact", "crate"]) {
        if (typeof action[kind] === "string" && action[kind] !== "deck") return action[kind];
      }
      if (Array.isArray(action.slotted)) return action.slotted[1];
      if (Array.isArray(action.play)) return action.play[0];
    }
    return null;
  },

  turnInfo(view) {
    const s = view.state;
    if (s.phase !== "play" || s.result) return { seat: null };
    return { seat: s.turn.player, actionsLeft: Math.max(0, (s.players.length === 1 ? 1 : 2) - s.turn.actions),
      total: s.players.length === 1 ? 1 : 2 };
  },

  finalScores(view) {
    return {
      columns: [t("Points")],
      rows: view.result.scores.map((score, seat) => ({ seat, values: [score] })),
    };
  },

  referenceList(ctx) {
    return refEntries(ctx).map(({ card, search }) => ({
      search,
      node: h("div", { class: "ref-card" }, cardInfo(card, ctx)),
    }));
  },
};
