// A plain board for games without a view of their own: the seat's state as text, and every
// prompt as buttons.
import { capitalize, choiceKindText, directionName } from "../js/choices.js";
import { h } from "../js/dom.js";
import { lang, t } from "../js/i18n.js";

export default {
  render(root, ctx) {
    root.replaceChildren(h("pre", { class: "generic-state", text: JSON.stringify(ctx.view.state, null, 2) }));
  },
  describe(event) {
    return `${event.event}: ${JSON.stringify(event.args)}`;
  },
  // the engine's prompt is English; other languages say what kind of choice it is
  promptText(view) {
    return lang() === "en" ? view.prompt : choiceKindText(view);
  },
  actionLabel(action, ctx) {
    if (action.type === "pass") return t("Pass");
    if (action.type === "done") return t("Done");
    if (action.direction) return capitalize(directionName(action.direction));
    if (action.player !== undefined) return ctx.names[action.player] ?? action.label;
    return action.label;
  },
};
