// Innovation on the web table: the board view, the log, prompts and card texts.
import { h, loadStyle } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { renderBoard } from "./board.js";
import { cardInfo, cardTitle } from "./cards.js";
import { loadIcons } from "./icons.js";
import { actionCard, actionLabel, promptDetail, promptText } from "./prompts.js";

export default {
  async init() {
    loadIcons();
    await loadStyle(new URL("./board.css", import.meta.url).href);
  },

  render: renderBoard,
  promptText,
  promptDetail,
  actionLabel,
  actionCard,
  cardInfo,
  cardTitle: (card, ctx) => cardTitle(ctx, card),

  // whose turn and how many actions are left, for everyone to see
  turnInfo(view, ctx) {
    const s = view.state;
    if (s.phase === "setup") return { seat: null, text: t("Everyone chooses a card to meld") };
    const start = [...ctx.log].reverse().find((e) => e.event === "turn");
    const total = Math.max(s.turn.actions_left, start ? start.args.actions : 2);
    return { seat: s.turn.player, actionsLeft: s.turn.actions_left, total };
  },

  finalScores(view) {
    return {
      columns: [t("Achievements"), t("Score")],
      rows: view.state.players.map((p) => ({ seat: p.seat, values: [p.achievements.length, p.score] })),
    };
  },

  referenceList(ctx) {
    if (!ctx.ref) return [];
    const cards = Object.values(ctx.ref.cards).map((c) => ({ ...c, shown: cardTitle(ctx, c.name) }))
      .sort((a, b) => a.age - b.age || a.shown.localeCompare(b.shown, ctx.lang));
    return cards.map((c) => ({
      search: `${c.shown} ${c.name}`.toLowerCase(),
      node: h("div", { class: "ref-card" }, cardInfo(c.name, ctx)),
    }));
  },
};
