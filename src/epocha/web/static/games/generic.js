// A plain board for games without a view of their own: the seat's state as text, and every
// prompt as buttons (the shell renders the prompt and the log from their messages).
import { capitalize, directionName } from "../js/choices.js";
import { h } from "../js/dom.js";
import { t } from "../js/i18n.js";

export default {
  render(root, ctx) {
    root.replaceChildren(h("pre", { class: "generic-state", text: JSON.stringify(ctx.view.state, null, 2) }));
  },
  // an action's words: its message, or (a game that labels with plain text) the table's words
  // for the common kinds of choice
  actionLabel(action, ctx) {
    if (action.message) return ctx.render(action.message);
    if (action.type === "pass") return t("Pass");
    if (action.type === "done") return t("Done");
    if (action.direction) return capitalize(directionName(action.direction));
    if (action.player !== undefined) return ctx.names[action.player] ?? action.label;
    return action.label;
  },
};
