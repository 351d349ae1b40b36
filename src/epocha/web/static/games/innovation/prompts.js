// What the page asks of the player, in their language. The engine words it all as typed
// messages (epocha/engine/message.py): the prompt, each legal action's label, what was chosen so
// far. The page renders them like the log (ctx.render), so seats become names and colours,
// directions and card names come from the catalog; it never words an action itself.
import { h } from "../../js/dom.js";
import { cardTitle, info } from "./cards.js";

export function promptText(view, ctx) {
  return view.prompt ? ctx.render(view.prompt) : "";
}

// the text of the effect that asks, and what was picked so far
export function promptDetail(view, ctx) {
  const c = view.context;
  if (!c || !c.card || !info(ctx, c.card)) return null;
  const effect = c.effect !== undefined ? info(ctx, c.card).effects[c.effect] : null;
  const box = h("div", { class: "effect-text" });
  if (effect) box.append(h("strong", { text: `${cardTitle(ctx, c.card)}: ` }), effect.text);
  if (c.chosen) box.append(h("p", { class: "picked", text: ctx.render(c.chosen) }));
  return box.childNodes.length ? box : null;
}

export function actionLabel(action, ctx) {
  return action.message ? ctx.render(action.message) : action.label;
}

export function actionCard(action) {
  if (action.card) return action.card;
  if (action.cards && typeof action.cards[0] === "string") return action.cards[0];
  return null;
}
