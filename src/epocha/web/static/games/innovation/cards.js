// Innovation cards as the page shows them: faces, backs, and the text of a card.
import { h } from "../../js/dom.js";
export { directionName } from "../../js/choices.js";
import { t } from "../../js/i18n.js";
import { icon } from "./icons.js";

export const COLORS = ["red", "yellow", "green", "blue", "purple"];

export function info(ctx, card) { return ctx.ref && ctx.ref.cards[card]; }

// A card's name in the player's language: a term of the game's vocabulary (the catalog's Czech
// name is official where the Czech edition names the card).
export function cardTitle(ctx, card) {
  return ctx.word ? ctx.word({ term: card, kind: "card" }) : card;
}

export function specialTitle(ctx, name) {
  return ctx.word ? ctx.word({ term: name, kind: "achievement" }) : name;
}

// Colours and icons are terms of the game's vocabulary (ctx.word); a slot without an icon is not.
export function colorName(ctx, color) { return ctx.word({ term: color, kind: "color" }); }
export function iconName(ctx, name) {
  return name === "hex" ? t("artwork (no icon)") : ctx.word({ term: name, kind: "icon" });
}

export function iconEl(ctx, name) { return icon(name, iconName(ctx, name)); }

// A face-up card: name and age on top, its four icon slots below (top-left slot first, as on
// the card), and — outside a pile, where no pile label says it — its colour in words.
export function cardEl(ctx, name, { size = "", showColor = true } = {}) {
  const c = info(ctx, name);
  const color = c ? c.color : "none";
  const icons = c ? c.icons : ["hex", "hex", "hex", "hex"];
  const node = h("div", { class: `card c-${color} ${size}`, dataset: { card: name } },
    h("div", { class: "card-top" },
      h("span", { class: "card-name", text: cardTitle(ctx, name) }),
      h("span", { class: "card-age", title: t("age {age}", { age: c ? c.age : "?" }), text: c ? c.age : "?" })),
    h("div", { class: "card-bottom" },
      h("span", { class: "slot-top" }, iconEl(ctx, icons[0])),
      h("span", { class: "slots" }, icons.slice(1).map((i) => iconEl(ctx, i))),
      showColor && c ? h("span", { class: "color-label", text: colorName(ctx, color) }) : null));
  return node;
}

// The back of a card: only its age.
export function backEl(ctx, age, size = "") {
  return h("div", { class: `card back ${size}`, role: "img", "aria-label": t("a card of age {age}", { age }) },
    h("span", { class: "card-age", text: age }));
}

// The text of a card (tooltips, the tap sheet, the reference).
export function cardInfo(card, ctx) {
  if (card.startsWith("special:")) {
    const name = card.slice(8);
    const s = ctx.ref && ctx.ref.specials[name];
    if (!s) return null;
    return h("div", { class: "card-info" },
      h("strong", { text: specialTitle(ctx, name) }),
      h("p", { text: s.condition }),
      s.claimed_via ? h("p", { class: "muted", text: t("Also claimed through {card}", { card: cardTitle(ctx, s.claimed_via) }) }) : null);
  }
  const c = info(ctx, card);
  if (!c) return h("div", { class: "card-info", text: card });
  const kinds = { demand: t("Demand"), shared: t("Shared") };
  return h("div", { class: `card-info c-${c.color}-edge` },
    h("div", { class: "info-head" },
      h("strong", { text: cardTitle(ctx, card) }),
      h("span", { class: "muted", text: " " + t("age {age}", { age: c.age }) + " · " + colorName(ctx, c.color) })),
    h("p", { class: "featured" }, `${t("Featured icon")}: `, iconEl(ctx, c.dogma_icon), ` ${iconName(ctx, c.dogma_icon)}`),
    c.effects.map((e) => h("p", { class: `effect ${e.kind}` },
      h("span", { class: "kind", text: kinds[e.kind] || e.kind }), ` ${e.text}`)));
}
