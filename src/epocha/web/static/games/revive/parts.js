// The pieces every part of the Revive board draws: seats and their colours, the game's words
// (its vocabulary, which its catalog translates), components with their reference texts, and
// legal actions bound to what they concern (one acts at once; several open the action menu).
import { bindActions, closeMenu } from "../../js/action_menu.js";
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";

export const RESOURCES = ["crystal", "gear", "book", "food"];
export const COLOURS = ["yellow", "green", "grey"];
export const SLOTS = ["top1", "top2", "bottom1", "bottom2", "right"];

// -- words -------------------------------------------------------------------------------------

export function word(ctx, kind, term, amount) {
  const arg = { term: String(term), kind };
  if (amount !== undefined) arg.amount = amount;
  return ctx.word(arg);
}

export function seatName(ctx, seat) {
  return ctx.names[seat] || t("Player {n}", { n: seat + 1 });
}

export function seatToken(ctx, seat, extra = "") {
  return h("span", { class: `rv-seat seat-${seat} ${extra}`, title: seatName(ctx, seat), "aria-label": seatName(ctx, seat) });
}

// a resource (or energy, points...) and how many: a coloured token and the number
export function goodChip(ctx, good, n, extra = "") {
  const text = word(ctx, "goods", good, n);
  return h("span", { class: `rv-good g-${good} ${extra}`, title: text, "aria-label": text },
    h("span", { class: "rv-token", "aria-hidden": "true" }), h("span", { class: "n", text: n }));
}

// -- components and their texts (the card reference) -------------------------------------------

// a component's kind by the reference table that holds its key (the content's ids are data an
// owner of the game may replace: nothing here reads a kind from how a key is spelled)
const TABLES = {
  card: "cards", module: "modules", machine: "machines", crate: "crates", artifact: "artifacts",
  artifact_card: "artifact_cards", technology: "technologies", location_rule: "locations",
};

export function kindOf(ctx, key) {
  if (!ctx.ref) return null;
  for (const [kind, table] of Object.entries(TABLES)) {
    if (ctx.ref[table] && ctx.ref[table][key]) return kind;
  }
  return null;
}

export function ref(ctx, key) {
  const table = ctx.ref && TABLES[kindOf(ctx, key)];
  return table && ctx.ref[table] ? ctx.ref[table][key] || null : null;
}

export function cardTitle(ctx, key) {
  const kind = kindOf(ctx, key);
  if (kind === "technology") return word(ctx, "technology", key);
  if (kind === "location_rule") return word(ctx, "location_rule", key);
  if (kind === "card" || kind === "module" || kind === "machine" || kind === "crate" || kind === "artifact" || kind === "artifact_card") {
    return word(ctx, kind, key);
  }
  return key;
}

export function cardInfo(key, ctx) {
  const r = ref(ctx, key);
  const box = h("div", { class: "card-info rv-info" }, h("strong", { text: cardTitle(ctx, key) }));
  if (!r) return box;
  if (r.top && r.bottom) {
    box.append(h("div", { class: "rv-half top" }, h("em", { text: word(ctx, "half", "top") }), " ", r.top.text),
      h("div", { class: "rv-half bottom" }, h("em", { text: word(ctx, "half", "bottom") }), " ", r.bottom.text));
  } else if (r.text) {
    box.append(h("p", { text: r.text }));
  }
  return box;
}

export function refEntries(ctx) {
  if (!ctx.ref) return [];
  const out = [];
  for (const table of Object.values(TABLES)) {
    for (const [key, r] of Object.entries(ctx.ref[table] || {})) {
      out.push({ card: key, search: `${cardTitle(ctx, key)} ${r.text || ""}`.toLowerCase() });
    }
  }
  return out;
}

// -- legal actions -------------------------------------------------------------------------------

export function legal(ctx, test) {
  return ctx.legal.filter(test);
}

export function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// the choices of the pending decision of one kind (its option under the key `kind`), those whose
// option passes `test` (a value to compare, or a function)
export function choices(ctx, kind, test) {
  const ok = test === undefined ? () => true : typeof test === "function" ? test : (v) => same(v, test);
  return ctx.legal.filter((a) => a.type === "choose" && kind in a && ok(a[kind]));
}

// `el` stands for `actions`: one acts at once (the shell's picker), several open the action
// menu; none: only the component's text on hover (when `card` names one)
export function bind(ctx, el, actions, card = null) {
  const label = (a) => (a.message ? ctx.render(a.message) : a.label);
  return bindActions(ctx, el, actions, card, {
    className: "rv-menu",
    name: t("Choose what to do here"),
    label,
    info: card ? () => cardInfo(card, ctx) : null,
  });
}

export { closeMenu };

export function box(cls, title, ...children) {
  return h("section", { class: `rv-box ${cls}` }, title ? h("h4", { text: title }) : null, ...children);
}

// a component's face as a small tile: its name, hover text, the actions it stands for
export function componentEl(ctx, key, cls, actions = [], extra = null) {
  const el = h("div", { class: `rv-comp ${cls}`, dataset: { key } },
    h("span", { class: "rv-comp-name", text: cardTitle(ctx, key) }), extra);
  bind(ctx, el, actions, key);
  return el;
}
