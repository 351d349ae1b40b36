// What the page asks of the player, in their language. The engine words its prompts in
// English ("Transfer a top card with a castle to seat 1's board"); the catalog translates
// them as templates (context "prompt", extracted from the card modules by
// epocha.web.extract), and the page matches the engine's text against them to find the
// arguments — seats become names, colours and directions are translated.
import { capitalize, choiceKindText } from "../../js/choices.js";
import { h } from "../../js/dom.js";
import { entries, format, lang, pt, t } from "../../js/i18n.js";
import { cardTitle, colorAdjective, colorName, directionName, info } from "./cards.js";

function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

let compiled = { lang: null, templates: [] };

function templates() {
  if (compiled.lang === lang()) return compiled.templates;
  const list = entries("prompt").map(([english, local]) => {
    const names = [];
    const pattern = english.split(/(\{\w+\})/).map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escapeRe(part);
      names.push(m[1]);
      return "(.+?)";
    }).join("");
    return { re: new RegExp(`^${pattern}$`), names, local };
  });
  compiled = { lang: lang(), templates: list };
  return list;
}

function seatName(ctx, value) {
  const name = ctx.names[Number(value)];
  return name === undefined ? value : name;
}

// engine words that fill the {verb} and {hint} of "Choose the next card to {verb} ({hint})"
const PARTS = {
  return: () => pt("prompt-part", "return"),
  meld: () => pt("prompt-part", "meld"),
  tuck: () => pt("prompt-part", "tuck"),
  transfer: () => pt("prompt-part", "transfer"),
  "the last one ends at the bottom of its supply pile": () => pt("prompt-part", "the last one ends at the bottom of its supply pile"),
  "the last one ends on top": () => pt("prompt-part", "the last one ends on top"),
  "the last one ends at the bottom": () => pt("prompt-part", "the last one ends at the bottom"),
};

function part(ctx, value) { return PARTS[value] ? PARTS[value]() : value; }

// how each kind of argument of an engine prompt is put into words
const ARGS = {
  demander: seatName, me: seatName, player: seatName,
  color: (ctx, v) => colorAdjective(v),
  direction: (ctx, v) => directionName(v),
  verb: part,
  hint: part,
};

export function translatePrompt(text, ctx) {
  if (!text) return "";
  for (const { re, names, local } of templates()) {
    const m = re.exec(text);
    if (!m) continue;
    const args = {};
    names.forEach((name, i) => { args[name] = ARGS[name] ? ARGS[name](ctx, m[i + 1]) : m[i + 1]; });
    return format(local, args);
  }
  return null;
}

function fallback(view, ctx) {
  const card = view.context && view.context.card;
  return card ? `${choiceKindText(view)} (${cardTitle(ctx, card)})` : choiceKindText(view);
}

export function promptText(view, ctx) {
  const translated = translatePrompt(view.prompt, ctx);
  if (translated !== null) return translated;
  if (lang() === "en") return view.prompt.replace(/\bseat (\d+)/g, (m, n) => seatName(ctx, n));
  return fallback(view, ctx);
}

// the text of the effect that asks, and what was picked so far
export function promptDetail(view, ctx) {
  const c = view.context;
  if (!c || !c.card || !info(ctx, c.card)) return null;
  const effect = c.effect !== undefined ? info(ctx, c.card).effects[c.effect] : null;
  const box = h("div", { class: "effect-text" });
  if (effect) box.append(h("strong", { text: `${cardTitle(ctx, c.card)}: ` }), effect.text);
  if (c.picked && c.picked.length) {
    const picked = c.picked.map((p) => (typeof p === "string" ? cardTitle(ctx, p) : placeLabel(ctx, p))).join(", ");
    box.append(h("p", { class: "picked", text: t("Chosen so far: {cards}", { cards: picked }) }));
  }
  return box.childNodes.length ? box : null;
}

function placeLabel(ctx, ref) {
  const zone = ref.zone === "hand" ? pt("zone", "hand") : pt("zone", "score pile");
  return t("a card of age {age} in {who}'s {zone} (#{n})", { age: ref.age, who: ctx.names[ref.player], zone, n: ref.index + 1 });
}

export function actionLabel(action, ctx) {
  switch (action.type) {
    case "draw": {
      const m = /(\d+)/.exec(action.label || "");
      return m ? t("Draw a card of age {age}", { age: m[1] }) : t("Draw (no card is left: the game ends)");
    }
    case "meld": return t("Meld {card}", { card: cardTitle(ctx, action.card) });
    case "dogma": return t("Dogma: {card}", { card: cardTitle(ctx, action.card) });
    case "achieve": return t("Achieve age {age}", { age: action.age });
    case "pass": return t("Pass");
    case "done": return t("Done");
    case "choose":
      if (action.cards) {
        const ref = action.cards[0];
        return typeof ref === "string" ? cardTitle(ctx, ref) : placeLabel(ctx, ref);
      }
      if (action.color) return capitalize(colorName(action.color));
      if (action.player !== undefined) return ctx.names[action.player];
      if (action.direction) return capitalize(directionName(action.direction));
      if (action.value !== undefined) return String(action.value);
      return pt("option", action.label);
    default: return action.label;
  }
}

export function actionCard(action) {
  if (action.card) return action.card;
  if (action.cards && typeof action.cards[0] === "string") return action.cards[0];
  return null;
}

