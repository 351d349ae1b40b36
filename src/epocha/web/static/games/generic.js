// A plain board for games without a view of their own: the seat's state as text, and every
// prompt as buttons (the shell renders the prompt and the log from their messages).
import { capitalize, directionName } from "../js/choices.js";
import { h } from "../js/dom.js";
import { t } from "../js/i18n.js";

export default {
  render(root, ctx) {
    root.replaceChildren(h("pre", { class: "generic-state", text: JSON.stringify(ctx.view.state, null, 2) }));
  },
  actionLabel(action, ctx) {
    if (action.type === "pass") return t("Pass");
    if (action.type === "done") return t("Done");
    if (action.direction) return capitalize(directionName(action.direction));
    if (action.player !== undefined) return ctx.names[action.player] ?? action.label;
    return action.label;
  },
};
