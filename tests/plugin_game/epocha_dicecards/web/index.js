// Dice & Cards on the web table: the generic board, with the scores and my hand in words.
import generic from "../generic.js";
import { h } from "../../js/dom.js";

export default {
  ...generic,
  render(root, ctx) {
    const s = ctx.view.state;
    root.replaceChildren(h("ul", { class: "dicecards" }, s.hands.map((hand, p) => h("li", {},
      `${ctx.names[p]}: ${s.scores[p]} · `, Array.isArray(hand) ? hand.map((c) => c.slice(1)).join(" ") : `${hand} ×`))));
  },
};
