// What the page asks of a Through the Ages player, in their language: the legal actions as the
// engine words them (each action's `message`, rendered by the shell: ctx.render) with their costs
// (`cost`: counted terms, drawn as icons with their words for screen readers), grouped the way a
// turn is played (`group`: politics, civil, military, end of turn). The question itself is the
// engine's prompt, a message the shell renders too (ctx.render(view.prompt)). Nothing here reads
// a label: every word comes from a message or a term.
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { cardTitle } from "./cards.js";
import { icon } from "./icons.js";

// the icon of each kind of cost (the engine's vocabulary kind "cost"; icons.js)
const COST_ICONS = { civil: "ca", military: "ma", food: "food", resources: "resources", science: "science" };

function words(action, ctx) { return action.message ? ctx.render(action.message) : action.label; }

// what an action costs, in words ("" when it shows no cost)
export function costText(action, ctx) {
  if (!Array.isArray(action.cost)) return "";
  return action.cost.length ? action.cost.map((c) => ctx.word(c)).join(", ") : t("free");
}

// an action as text: its words and its cost ("Build a farm on Agriculture (1 civil action, 2 resources)")
export function actionLabel(action, ctx) {
  const cost = costText(action, ctx);
  return cost ? `${words(action, ctx)} (${cost})` : words(action, ctx);
}

// an action for a button: its words, then its cost as chips (an icon and a number each)
export function actionContent(action, ctx) {
  const text = h("span", { class: "a-words", text: words(action, ctx) });
  if (!Array.isArray(action.cost)) return [text];
  const chips = action.cost.length
    ? action.cost.map((c) => {
      const said = ctx.word(c);
      return h("span", { class: `tta-cost c-${c.term}`, title: said },
        icon(COST_ICONS[c.term] || "card"), h("span", { "aria-hidden": "true", text: String(c.amount) }),
        h("span", { class: "sr-only", text: said }));
    })
    : [h("span", { class: "tta-cost free", text: t("free") })];
  return [text, " ", h("span", { class: "tta-costs" }, chips)];
}

// the card an action is about (for the tooltip of its button)
export function actionCard(action) {
  if (action.cards) return action.cards[0];
  if (action.type === "upgrade") return action.to;
  if (action.card || action.tech) return action.card || action.tech;
  return action.target && action.target.kind === "card" ? action.target.term : null;
}

// -- the prompt panel -----------------------------------------------------------------------------

// the groups of a turn's actions (each action's `group`), in the order of a turn
const GROUPS = [
  { id: "politics", title: () => t("Politics phase") },
  { id: "take", title: () => t("Take a card from the row") },
  { id: "economy", title: () => t("Population and buildings") },
  { id: "wonder", title: () => t("Wonder") },
  { id: "develop", title: () => t("Technologies and government") },
  { id: "cards", title: () => t("Leaders and action cards") },
  { id: "military", title: () => t("Military actions") },
  { id: "abilities", title: () => t("Abilities of your cards") },
];
const opened = new Map(); // group -> whether the player opened it
let resignArmed = false;

function actionButton(action, ctx, extraClass = "") {
  const button = h("button", {
    type: "button", class: `choice ${action.type} ${extraClass}`.trim(), onclick: () => ctx.act(action),
  }, actionContent(action, ctx));
  const c = actionCard(action);
  if (c) ctx.hover(button, c);
  return button;
}

function resignButton(action, ctx) {
  const button = h("button", { type: "button", class: "choice resign" }, actionContent(action, ctx));
  button.addEventListener("click", () => {
    if (resignArmed) { resignArmed = false; ctx.act(action); return; }
    resignArmed = true;
    button.textContent = t("Really resign? Your civilization leaves the game. Click again to confirm.");
    button.classList.add("armed");
  });
  return button;
}

// a defender's answer to an aggression: bonus cards to play, cards to discard face down (each
// option's words say what it adds), then defending (offered once the defence holds) or giving in
const DEFENCE = [
  { test: (o) => o.startsWith("b:"), title: () => t("Play a military bonus card") },
  { test: (o) => o.startsWith("d:"), title: () => t("Discard a military card face down") },
];

function isDefence(legal) { return legal.some((a) => a.type === "choose" && a.option === "yield"); }

function defenceDetail(legal, ctx) {
  const box = h("div", { class: "tta-defence" },
    h("p", { class: "hint muted", text: t("You can also click the highlighted cards in your military hand.") }));
  const grouped = new Set();
  for (const part of DEFENCE) {
    const items = legal.filter((a) => typeof a.option === "string" && part.test(a.option));
    items.forEach((a) => grouped.add(a));
    if (items.length) box.append(h("h3", { text: part.title() }), h("div", { class: "tta-choices" }, items.map((a) => actionButton(a, ctx))));
  }
  const answers = legal.filter((a) => !grouped.has(a))
    .sort((a, b) => (a.option === "defend" ? 0 : 1) - (b.option === "defend" ? 0 : 1));
  box.append(h("h3", { text: t("Your answer") }), h("div", { class: "tta-choices answers" },
    answers.map((a) => actionButton(a, ctx, a.option === "defend" ? "primary" : a.option === "yield" ? "secondary" : ""))));
  return box;
}

function myActionsLine(ctx) {
  const me = ctx.view.state.players[ctx.seat];
  if (!me) return null;
  const a = me.actions;
  return h("p", { class: "tta-actions-left" },
    t("Civil actions left: {left} of {total}", { left: a.ca_left, total: a.ca_total }), " · ",
    t("Military actions left: {left} of {total}", { left: a.ma_left, total: a.ma_total }));
}

// The legal actions, grouped (the generic list of buttons is hidden by board.css).
export function promptDetail(view, ctx) {
  resignArmed = false;
  const box = h("div", { class: "tta-prompt" });
  const legal = view.legal_actions;
  const c = view.context || {};
  if (c.card) {
    const asking = h("p", { class: "tta-asking" }, h("span", { class: "muted", text: `${t("Card")}: ` }),
      h("strong", { text: cardTitle(ctx, c.card) }));
    ctx.hover(asking, c.card);
    box.append(asking);
  }
  if (c.chosen && c.chosen.length) { // what was picked so far, a message each
    box.append(h("p", { class: "picked", text: t("Chosen so far: {cards}", { cards: c.chosen.map((m) => ctx.render(m)).join(", ") }) }));
  }
  const turn = legal.some((a) => a.type === "end_turn");
  if (turn) box.append(myActionsLine(ctx));
  if (!turn && isDefence(legal)) {
    box.append(defenceDetail(legal, ctx));
    return box;
  }
  if (!turn) {
    // a choice: its options as buttons (cards are also clickable on the board)
    const list = h("div", { class: "tta-choices" });
    for (const action of legal) list.append(actionButton(action, ctx, action.type === "pass" || action.type === "done" ? "secondary" : ""));
    if (legal.some((a) => a.cards)) box.append(h("p", { class: "hint muted", text: t("You can also click the highlighted cards on the board.") }));
    box.append(list);
    return box;
  }
  const end = legal.find((a) => a.type === "end_turn");
  box.append(h("div", { class: "tta-end" }, actionButton(end, ctx, "primary")));
  const rest = legal.filter((a) => a.type !== "end_turn" && a.type !== "resign");
  for (const group of GROUPS) {
    const items = rest.filter((a) => a.group === group.id);
    if (!items.length) continue;
    const buttons = h("div", { class: "tta-choices" }, items.map((a) => actionButton(a, ctx)));
    const narrow = window.matchMedia("(max-width: 899px)").matches;
    if (items.length <= 3 && group.id !== "take" && !narrow) {
      box.append(h("div", { class: `tta-group g-${group.id}` }, h("h3", { text: group.title() }), buttons));
      continue;
    }
    const details = h("details", { class: `tta-group g-${group.id}` },
      h("summary", {}, h("span", { text: group.title() }), h("span", { class: "count", text: ` · ${items.length}` })),
      group.id === "take" ? h("p", { class: "hint muted", text: t("or click a highlighted card in the row") }) : null,
      buttons);
    // the politics phase comes first in a turn: who may be attacked, and at what cost, shows at once
    details.open = opened.has(group.id) ? opened.get(group.id) : group.id === "politics";
    details.addEventListener("toggle", () => opened.set(group.id, details.open));
    box.append(details);
  }
  const other = rest.filter((a) => !GROUPS.some((g) => g.id === a.group));
  if (other.length) box.append(h("div", { class: "tta-group" }, h("div", { class: "tta-choices" }, other.map((a) => actionButton(a, ctx)))));
  const resign = legal.find((a) => a.type === "resign");
  // the engine's own question (`confirm`) is asked by the page: one question, not two
  if (resign) box.append(h("div", { class: "tta-resign" }, resign.confirm ? actionButton(resign, ctx) : resignButton(resign, ctx)));
  return box;
}
