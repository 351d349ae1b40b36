// Anachrony on the web table: the board view (the timeline, the main board, the building offer,
// each player's board and the Chronobot's). The prompt, the actions' labels and the log are the
// engine's messages, which the shell renders; the board only places the legal actions on the
// things they concern (a worker placement on its space, a power-up on its exosuit slot...).
import { h, loadStyle } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { renderBoard } from "./board.js";
import { BOT, cardInfo, cardTitle, refEntries } from "./parts.js";

export default {
  async init() {
    document.body.classList.add("anx-page");
    await loadStyle(new URL("./board.css", import.meta.url).href);
  },

  render: renderBoard,
  cardInfo,
  cardTitle: (card, ctx) => cardTitle(ctx, card),

  // the building or superproject an action is about, for its hover text
  actionCard(action) {
    if (action.type === "choose" && typeof action.build === "string") return action.build;
    if (action.type === "place" && /^[bs]\d+$/.test(action.space)) return action.space;
    if (action.type === "free" && /^[bs]\d+$/.test(action.action)) return action.action;
    return null;
  },

  // whose turn it is in the phase being played, for everyone to see
  turnInfo(view) {
    const s = view.state;
    if (s.phase !== "actions") return { seat: null };
    if (view.active_players.length && !view.active_players.includes(s.turn)) return { seat: null };
    if (s.turn === BOT) return { seat: null, text: t("The Chronobot is playing") };
    return { seat: s.turn };
  },

  finalScores(view) {
    return {
      columns: [t("VP")],
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
