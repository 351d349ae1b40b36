// Through the Ages on the web table: the board view, the legal actions with their costs and card
// texts (the log, the prompt and the actions' labels are the engine's messages, which the shell
// renders).
import { h, loadStyle } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { renderBoard } from "./board.js";
import { cardInfo, cardTitle, keyOf, typeLine } from "./cards.js";
import { loadIcons } from "./icons.js";
import { actionCard, actionLabel, promptDetail } from "./prompts.js";

const TYPE_ORDER = ["government", "farm", "mine", "lab", "temple", "library", "theater", "arena", "infantry", "cavalry",
  "artillery", "air_force", "special", "leader", "wonder", "action", "tactic", "event", "territory", "bonus",
  "aggression", "war", "pact"];
const AGE_ORDER = ["A", "I", "II", "III", "IV"];

export default {
  async init() {
    loadIcons();
    document.body.classList.add("tta-page");
    await loadStyle(new URL("./board.css", import.meta.url).href);
  },

  render: renderBoard,
  promptDetail,
  actionLabel,
  actionCard,
  cardInfo,
  cardTitle: (card, ctx) => cardTitle(ctx, card),

  // whose turn it is, for everyone to see
  turnInfo(view) {
    const s = view.state;
    // others decide inside the turn player's turn: the shell says whom it waits for
    if (view.active_players.length && !view.active_players.includes(s.turn_player)) return { seat: null };
    return { seat: s.turn_player };
  },

  finalScores(view) {
    return {
      columns: [t("Culture"), t("Science")],
      rows: view.state.players.map((p) => ({ seat: p.seat, values: [p.culture, p.science] })),
    };
  },

  referenceList(ctx) {
    if (!ctx.ref) return [];
    const cards = Object.values(ctx.ref.cards).map((c) => ({ ...c, shown: cardTitle(ctx, c.key) }))
      .sort((a, b) => AGE_ORDER.indexOf(a.age) - AGE_ORDER.indexOf(b.age)
        || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.shown.localeCompare(b.shown, ctx.lang));
    return cards.map((c) => ({
      search: `${c.shown} ${c.name} ${typeLine(ctx, c.key)} ${c.text}`.toLowerCase(),
      node: h("div", { class: "ref-card", dataset: { key: keyOf(c.key) } }, cardInfo(c.key, ctx)),
    }));
  },
};
