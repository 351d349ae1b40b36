// Through the Ages cards as the page shows them: names in the player's language, faces with
// their type in words (never colour alone), backs by age, and a card's text for the tooltip,
// the tap sheet and the card reference.
import { h } from "../../js/dom.js";
import { nt, pt, t } from "../../js/i18n.js";
import { FACTS } from "./data.js";
import { icon } from "./icons.js";

// "I:Irrigation#2" -> "I:Irrigation"; the six printed technologies are "A:Bronze#p0"
export function keyOf(card) { return card ? card.split("#", 1)[0] : card; }

export function refOf(ctx, card) {
  return ctx.ref && ctx.ref.cards ? ctx.ref.cards[keyOf(card)] : null;
}

// a card's printed name, from the card reference (a key is not parsed: a 2006 key names its
// edition after the name, "I:Monarchy (2006)")
export function englishName(ctx, card) {
  const r = refOf(ctx, card);
  return r ? r.name : keyOf(card) || "";
}

// a card's name in the player's language: a term of the game's vocabulary
export function cardTitle(ctx, card) {
  const key = keyOf(card);
  return key && ctx.word ? ctx.word({ term: key, kind: "card" }) : englishName(ctx, card);
}

// Words are looked up through literal calls so that the extractor finds every message.
const TYPES = {
  farm: () => pt("tta-type", "farm"),
  mine: () => pt("tta-type", "mine"),
  lab: () => pt("tta-type", "lab"),
  temple: () => pt("tta-type", "temple"),
  library: () => pt("tta-type", "library"),
  theater: () => pt("tta-type", "theater"),
  arena: () => pt("tta-type", "arena"),
  infantry: () => pt("tta-type", "infantry"),
  cavalry: () => pt("tta-type", "cavalry"),
  artillery: () => pt("tta-type", "artillery"),
  air_force: () => pt("tta-type", "air force"),
  special: () => pt("tta-type", "special technology"),
  government: () => pt("tta-type", "government"),
  leader: () => pt("tta-type", "leader"),
  wonder: () => pt("tta-type", "wonder"),
  action: () => pt("tta-type", "action card"),
  event: () => pt("tta-type", "event"),
  territory: () => pt("tta-type", "territory"),
  tactic: () => pt("tta-type", "tactic"),
  bonus: () => pt("tta-type", "military bonus"),
  aggression: () => pt("tta-type", "aggression"),
  war: () => pt("tta-type", "war"),
  pact: () => pt("tta-type", "pact"),
};
const SPECIALS = {
  civil: () => pt("tta-special", "civil"),
  military: () => pt("tta-special", "military"),
  colonization: () => pt("tta-special", "colonization"),
  construction: () => pt("tta-special", "construction"),
};
// plural headings for the kinds of technologies on a player's board
const KINDS = {
  farm: () => pt("tta-kind", "Farms"),
  mine: () => pt("tta-kind", "Mines"),
  lab: () => pt("tta-kind", "Labs"),
  temple: () => pt("tta-kind", "Temples"),
  library: () => pt("tta-kind", "Libraries"),
  theater: () => pt("tta-kind", "Theaters"),
  arena: () => pt("tta-kind", "Arenas"),
  infantry: () => pt("tta-kind", "Infantry"),
  cavalry: () => pt("tta-kind", "Cavalry"),
  artillery: () => pt("tta-kind", "Artillery"),
  air_force: () => pt("tta-kind", "Air forces"),
};

export const URBAN = ["lab", "temple", "library", "theater", "arena"];
export const UNITS = ["infantry", "cavalry", "artillery", "air_force"];
export const MILITARY_CARDS = ["event", "territory", "tactic", "bonus", "aggression", "war", "pact"];

// shorter words for the head of a card
const SHORT = {
  special: () => pt("tta-type-short", "special"),
  action: () => pt("tta-type-short", "action"),
  bonus: () => pt("tta-type-short", "bonus"),
  air_force: () => pt("tta-type-short", "air force"),
  government: () => pt("tta-type-short", "government"),
};

export function typeName(type) { return TYPES[type] ? TYPES[type]() : type; }
export function shortType(type) { return SHORT[type] ? SHORT[type]() : typeName(type); }
export function kindName(type) { return KINDS[type] ? KINDS[type]() : typeName(type); }
export function specialName(kind) { return SPECIALS[kind] ? SPECIALS[kind]() : kind; }

const WHAT = {
  food: () => pt("tta-what", "food"),
  resources: () => pt("tta-what", "resources"),
  science: () => pt("tta-what", "science"),
  culture: () => pt("tta-what", "culture"),
  strength: () => pt("tta-what", "strength"),
  happy: () => pt("tta-what", "happy faces"),
  colonization: () => pt("tta-what", "colonization"),
  ca: () => pt("tta-what", "civil actions"),
  ma: () => pt("tta-what", "military actions"),
  population: () => pt("tta-what", "population"),
  military_cards: () => pt("tta-what", "military cards"),
  blue: () => pt("tta-what", "blue tokens"),
  yellow: () => pt("tta-what", "yellow tokens"),
};
export function whatName(what) { return WHAT[what] ? WHAT[what]() : what; }

export function ageName(age) { return t("Age {age}", { age }); }

// the type line of a card: "farm · Age I", "special technology (civil) · Age I"
export function typeLine(ctx, card) {
  const r = refOf(ctx, card);
  if (!r) return "";
  const type = r.special ? `${typeName(r.type)} (${specialName(r.special)})` : typeName(r.type);
  return `${type} · ${ageName(r.age)}`;
}

function typeClass(type) { return `t-${type || "unknown"}`; }

// small figures printed on the card: costs, stages, what a tactic needs
function costChips(ctx, r) {
  const chips = [];
  const chip = (name, label, text) => h("span", { class: "tc-chip", title: label }, icon(name, label), text);
  if (r.type === "government") {
    if (r.science_cost !== null && r.science_cost !== undefined) chips.push(chip("science", t("peaceful change / revolution (science)"), `${r.science_cost}/${r.revolution_cost}`));
  } else if (r.science_cost !== null && r.science_cost !== undefined) {
    chips.push(chip("science", t("to develop: {n} science", { n: r.science_cost }), String(r.science_cost)));
  }
  if (r.resource_cost !== null && r.resource_cost !== undefined && r.type !== "government") {
    chips.push(chip("resources", t("to build: {n} resources", { n: r.resource_cost }), String(r.resource_cost)));
  }
  if (r.stages && r.stages.length) {
    chips.push(chip("resources", t("wonder stages (resources each)"), r.stages.join("·")));
  }
  if (r.tactic) chips.push(h("span", { class: "tc-chip army", title: tacticText(r.tactic) }, armyShort(r.tactic)));
  const extra = FACTS[r.key] || {};
  if (extra.defense !== undefined) {
    chips.push(h("span", { class: "tc-chip", title: t("defense {d} / colonization {c}", { d: extra.defense, c: extra.colonization }) },
      `+${extra.defense}`, icon("strength", pt("tta-what", "strength")), ` +${extra.colonization}`, icon("colonization", pt("tta-what", "colonization"))));
  }
  return chips;
}

const UNIT_LETTERS = {
  infantry: () => pt("tta-unit-letter", "I"),
  cavalry: () => pt("tta-unit-letter", "C"),
  artillery: () => pt("tta-unit-letter", "A"),
};

// "2I+1C → 3" (infantry, cavalry, artillery letters) with the full words in its title
function armyShort(tactic) {
  const parts = ["infantry", "cavalry", "artillery"].filter((u) => tactic[u]).map((u) => `${tactic[u]}${UNIT_LETTERS[u]()}`);
  const value = tactic.outdated !== undefined && tactic.outdated !== tactic.value ? `${tactic.value}(${tactic.outdated})` : `${tactic.value}`;
  return `${parts.join("+")} → ${value}`;
}

export function tacticText(tactic) {
  const parts = ["infantry", "cavalry", "artillery"].filter((u) => tactic[u])
    .map((u) => `${tactic[u]}× ${typeName(u)}`);
  const base = t("army: {units}: +{value} strength", { units: parts.join(", "), value: tactic.value });
  return tactic.outdated !== undefined && tactic.outdated !== tactic.value
    ? base + " " + t("(outdated army: +{n})", { n: tactic.outdated }) : base;
}

// A card face. size: "" (hand, row), "small" (in play, opponents)
export function cardEl(ctx, card, { size = "", extra = null } = {}) {
  const r = refOf(ctx, card) || { type: "unknown", age: "?" };
  const node = h("div", { class: `tcard ${typeClass(r.type)} ${size}`.trim() },
    h("div", { class: "tc-type", text: shortType(r.type) }),
    h("div", { class: "tc-name", text: cardTitle(ctx, card), lang: ctx.lang }),
    h("div", { class: "tc-foot" }, costChips(ctx, r), extra,
      h("span", { class: "tc-age", text: r.age, "aria-label": ageName(r.age), title: ageName(r.age) })));
  return node;
}

// a face-down military card: only its age shows
export function backEl(age, label) {
  return h("div", {
    class: "tcard back", role: "img", title: label || t("a military card of age {age}", { age }),
    "aria-label": label || t("a military card of age {age}", { age }),
  }, h("span", { class: "tc-age", text: age }));
}

function line(label, value) {
  return h("p", { class: "ci-line" }, h("span", { class: "ci-label", text: `${label}: ` }), value);
}

// What the tooltip, the tap sheet and the card reference show.
export function cardInfo(card, ctx) {
  const r = refOf(ctx, card);
  if (!r) return h("div", { class: "card-info", text: cardTitle(ctx, card) });
  const box = h("div", { class: `card-info tta-info ${typeClass(r.type)}-edge` },
    h("div", { class: "info-head" },
      h("strong", { text: cardTitle(ctx, card) }),
      ctx.lang !== "en" && cardTitle(ctx, card) !== r.name ? h("span", { class: "muted", text: ` (${r.name})` }) : null),
    h("p", { class: "ci-type muted", text: typeLine(ctx, card) }));
  if (r.stages && r.stages.length) box.append(line(t("Stages"), r.stages.join(" · ")));
  box.append(h("p", { class: "ci-text", text: r.text }));
  const extra = FACTS[r.key] || {};
  if (extra.defense !== undefined) {
    box.append(line(t("Military bonus"), t("defense {d} / colonization {c}", { d: extra.defense, c: extra.colonization })));
  }
  if (r.tactic) box.append(line(typeName("tactic"), tacticText(r.tactic)));
  return box;
}

export function countText(n) { return nt("{n} card", "{n} cards", n); }

// Card names never break inside a word: a name too long for its card gets a smaller font.
export function fitNames(root) {
  for (const name of root.querySelectorAll(".tc-name, .tech-name")) {
    name.style.fontSize = "";
    let size = parseFloat(getComputedStyle(name).fontSize);
    while (name.scrollWidth > name.clientWidth + 1 && size > 8) {
      size -= 0.5;
      name.style.fontSize = `${size}px`;
    }
  }
}
