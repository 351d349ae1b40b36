// What the page asks of a Through the Ages player, in their language: action labels with their
// costs, the engine's prompts and the labels of a card's own choices, and the prompt panel with
// the legal actions grouped the way a turn is played (politics, civil, military, end of turn).
//
// The engine words prompts and some labels in English; ENGINE below lists each of them as a
// template ({name} a card name, {q} a seat, numbers) next to its catalog message (context
// "tta-engine"), and the page matches the engine's text against the templates.
// tests/e2e/test_tta.py checks that every prompt and label in the game's source has one.
import { h } from "../../js/dom.js";
import { format, lang, nt, pt, t, translates } from "../../js/i18n.js";
import { cardTitle, typeName } from "./cards.js";
import { NAMES } from "./data.js";

export const ENGINE = [
  // prompts
  ["Round 1: take cards from the row", () => pt("tta-engine", "Round 1: take cards from the row")],
  ["Your turn: choose an action", () => pt("tta-engine", "Your turn: choose an action")],
  ["Discard {excess} military card(s) over your limit", () => pt("tta-engine", "Discard {excess} military card(s) over your limit")],
  ["Bid for {name} (current bid {bid})", () => pt("tta-engine", "Bid for {name} (current bid {bid})")],
  ["Choose the colonization force (bid {bid}, now {force})", () => pt("tta-engine", "Choose the colonization force (bid {bid}, now {force})")],
  ["Border Conflict: choose a farm, mine or urban building to destroy", () => pt("tta-engine", "Border Conflict: choose a farm, mine or urban building to destroy")],
  ["Development of Civilization: choose an action", () => pt("tta-engine", "Development of Civilization: choose an action")],
  ["Development of Markets: gain 2 food or 2 resources", () => pt("tta-engine", "Development of Markets: gain 2 food or 2 resources")],
  ["Development of Religion: build a temple for free?", () => pt("tta-engine", "Development of Religion: build a temple for free?")],
  ["Development of Warfare: build Warriors for free?", () => pt("tta-engine", "Development of Warfare: build Warriors for free?")],
  ["Foray: choose your 3 food and/or resources", () => pt("tta-engine", "Foray: choose your 3 food and/or resources")],
  ["Homer: slide him under a completed wonder (+1 happy face) instead of regaining the CA?", () => pt("tta-engine", "Homer: slide him under a completed wonder (+1 happy face) instead of regaining the CA?")],
  ["Independence Declaration: choose the colony you lose", () => pt("tta-engine", "Independence Declaration: choose the colony you lose")],
  ["International Agreement: take cards worth up to {left} civil actions", () => pt("tta-engine", "International Agreement: take cards worth up to {left} civil actions")],
  ["Lose population: choose a worker to return to the yellow bank", () => pt("tta-engine", "Lose population: choose a worker to return to the yellow bank")],
  ["Politics of Strength: discard {n} military card(s)", () => pt("tta-engine", "Politics of Strength: discard {n} military card(s)")],
  ["Raiders: choose what to lose", () => pt("tta-engine", "Raiders: choose what to lose")],
  ["Ravages of Time: choose the wonder you flip", () => pt("tta-engine", "Ravages of Time: choose the wonder you flip")],
  ["Terrorism: choose an urban building of seat {q} to destroy", () => pt("tta-engine", "Terrorism: choose an urban building of seat {q} to destroy")],
  ["{name}: choose a technology", () => pt("tta-engine", "{name}: choose a technology")],
  ["{name}: choose what to do", () => pt("tta-engine", "{name}: choose what to do")],
  ["{name}: gain {n} resources or {n} food", () => pt("tta-engine", "{name}: gain {n} resources or {n} food")],
  // labels of actions and of a card's own choices
  ["Take {name}", () => pt("tta-engine", "Take {name}")],
  ["Increase population", () => pt("tta-engine", "Increase population")],
  ["Build {what}: {name}", () => pt("tta-engine", "Build {what}: {name}")],
  ["Upgrade {from} to {to}", () => pt("tta-engine", "Upgrade {from} to {to}")],
  ["Destroy a {what}: {name}", () => pt("tta-engine", "Destroy a {what}: {name}")],
  ["Disband a unit: {name}", () => pt("tta-engine", "Disband a unit: {name}")],
  ["Develop {name}", () => pt("tta-engine", "Develop {name}")],
  ["Change government to {name}", () => pt("tta-engine", "Change government to {name}")],
  ["Revolution: {name}", () => pt("tta-engine", "Revolution: {name}")],
  ["Play leader {name}", () => pt("tta-engine", "Play leader {name}")],
  ["Play tactic {name}", () => pt("tta-engine", "Play tactic {name}")],
  ["Copy tactic {name}", () => pt("tta-engine", "Copy tactic {name}")],
  ["Prepare event {name}", () => pt("tta-engine", "Prepare event {name}")],
  ["Play {name}", () => pt("tta-engine", "Play {name}")],
  ["Build {stages} stage of {name}", () => pt("tta-engine", "Build {stages} stage of {name}")],
  ["Build {stages} stages of {name}", () => pt("tta-engine", "Build {stages} stages of {name}")],
  ["End your turn", () => pt("tta-engine", "End your turn")],
  ["Resign (leave the game)", () => pt("tta-engine", "Resign (leave the game)")],
  ["Pass (do not do it)", () => pt("tta-engine", "Pass (do not do it)")],
  ["Done", () => pt("tta-engine", "Done")],
  ["Alexander the Great: remove him from play, +1 yellow token (political action)", () => pt("tta-engine", "Alexander the Great: remove him from play, +1 yellow token (political action)")],
  ["Christopher Columbus: colonize {name} (political action)", () => pt("tta-engine", "Christopher Columbus: colonize {name} (political action)")],
  ["Frederick Barbarossa: increase population and build {name}", () => pt("tta-engine", "Frederick Barbarossa: increase population and build {name}")],
  ["Hammurabi: use a military action as a civil action", () => pt("tta-engine", "Hammurabi: use a military action as a civil action")],
  ["J. S. Bach: upgrade {from} to {to}", () => pt("tta-engine", "J. S. Bach: upgrade {from} to {to}")],
  ["Joan of Arc: look at the top current event", () => pt("tta-engine", "Joan of Arc: look at the top current event")],
  ["Julius Caesar: take another political action (once per game)", () => pt("tta-engine", "Julius Caesar: take another political action (once per game)")],
  ["Ocean Liner Service: gain 1 population (free)", () => pt("tta-engine", "Ocean Liner Service: gain 1 population (free)")],
  ["Winston Churchill: score 3 culture", () => pt("tta-engine", "Winston Churchill: score 3 culture")],
  ["Winston Churchill: 3 science and 3 resources for military units", () => pt("tta-engine", "Winston Churchill: 3 science and 3 resources for military units")],
  ["Gain {n} food", () => pt("tta-engine", "Gain {n} food")],
  ["Gain {n} resources", () => pt("tta-engine", "Gain {n} resources")],
  ["Gain {f} food and {r} resource", () => pt("tta-engine", "Gain {f} food and {r} resource")],
  ["Gain {f} food and {r} resources", () => pt("tta-engine", "Gain {f} food and {r} resources")],
  ["Lose {f} food", () => pt("tta-engine", "Lose {f} food")],
  ["Lose {r} resource", () => pt("tta-engine", "Lose {r} resource")],
  ["Lose {r} resources", () => pt("tta-engine", "Lose {r} resources")],
  ["Lose {f} food and {r} resource", () => pt("tta-engine", "Lose {f} food and {r} resource")],
  ["Lose {f} food and {r} resources", () => pt("tta-engine", "Lose {f} food and {r} resources")],
  ["Send this force ({force} for a bid of {bid})", () => pt("tta-engine", "Send this force ({force} for a bid of {bid})")],
  ["Add a unit: {name}", () => pt("tta-engine", "Add a unit: {name}")],
  ["Add {name} (+{n})", () => pt("tta-engine", "Add {name} (+{n})")],
  ["Discard {name} for +1", () => pt("tta-engine", "Discard {name} for +1")],
  ["Take {name} ({cost} of {left} civil actions left)", () => pt("tta-engine", "Take {name} ({cost} of {left} civil actions left)")],
];

const NUMERIC = new Set(["n", "f", "r", "bid", "force", "left", "excess", "cost", "stages", "q"]);
// the engine's words for what is built or destroyed ("Build farm: ...", "Destroy a lab: ...")
const WHAT = { unit: () => pt("tta-type", "unit") };

function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

const compiled = ENGINE.map(([english, local]) => {
  const names = [];
  const pattern = english.split(/(\{\w+\})/).map((part) => {
    const m = /^\{(\w+)\}$/.exec(part);
    if (!m) return escapeRe(part);
    names.push(m[1]);
    return NUMERIC.has(m[1]) ? "(\\d+)" : "(.+?)";
  }).join("");
  return { re: new RegExp(`^${pattern}$`), names, local, weight: english.replace(/\{\w+\}/g, "").length };
}).sort((a, b) => b.weight - a.weight); // the most specific template first ("Take {name} ({cost} of ...)" before "Take {name}")

// an English card name as the engine writes it, in the player's language
export function nameText(name) {
  if (lang() !== "en" && NAMES[name] && translates("tta-card", name)) return NAMES[name]();
  return name;
}

function argText(name, value, ctx) {
  if (name === "q") return ctx.names[Number(value)] ?? value;
  if (name === "what") return WHAT[value] ? WHAT[value]() : typeName(value);
  if (NUMERIC.has(name)) return value;
  return nameText(value);
}

// The engine's English text in the player's language (null: no template matches).
export function engineText(text, ctx) {
  if (!text) return "";
  for (const { re, names, local } of compiled) {
    const m = re.exec(text);
    if (!m) continue;
    const args = {};
    names.forEach((name, i) => { args[name] = argText(name, m[i + 1], ctx); });
    return format(local(), args);
  }
  return null;
}

// -- costs ------------------------------------------------------------------------------------

const COST_PART = /^(\d+) (CA|MA|food|res\.|sci\.)$/;

// "Build farm: Irrigation (1 CA, 3 res.)" -> ["Build farm: Irrigation", {ca: 1, resources: 3}]
export function splitCost(label) {
  const m = /^(.*) \(([^()]*)\)$/.exec(label || "");
  if (!m) return [label || "", null];
  if (m[2] === "free") return [m[1], {}];
  const cost = {};
  for (const part of m[2].split(", ")) {
    const p = COST_PART.exec(part);
    if (!p) return [label, null];
    cost[{ CA: "ca", MA: "ma", food: "food", "res.": "resources", "sci.": "science" }[p[2]]] = Number(p[1]);
  }
  return [m[1], cost];
}

export function costText(cost) {
  if (!cost) return "";
  const parts = [];
  if (cost.ca) parts.push(t("{n} CA", { n: cost.ca }));
  if (cost.ma) parts.push(t("{n} MA", { n: cost.ma }));
  if (cost.food) parts.push(nt("{n} food", "{n} food", cost.food));
  if (cost.resources) parts.push(t("{n} res.", { n: cost.resources }));
  if (cost.science) parts.push(t("{n} sci.", { n: cost.science }));
  return parts.length ? parts.join(", ") : t("free");
}

function withCost(text, cost) { return cost ? `${text} (${costText(cost)})` : text; }

// -- action labels -------------------------------------------------------------------------------

function card(ctx, c) { return cardTitle(ctx, c); }

export function actionLabel(action, ctx) {
  const [base, cost] = splitCost(action.label);
  const c = (x) => card(ctx, x);
  switch (action.type) {
    case "take": return withCost(t("Take {card}", { card: c(action.card) }), cost);
    case "population": return withCost(t("Increase population"), cost);
    case "build": return withCost(t("Build: {card}", { card: c(action.tech) }), cost);
    case "upgrade": return withCost(t("Upgrade: {from} → {to}", { from: c(action.from), to: c(action.to) }), cost);
    case "destroy": return withCost(t("Destroy a building: {card}", { card: c(action.tech) }), cost);
    case "disband": return withCost(t("Disband a unit: {card}", { card: c(action.tech) }), cost);
    case "develop": return withCost(/^Change government/.test(base)
      ? t("Peaceful change of government: {card}", { card: c(action.card) })
      : t("Develop: {card}", { card: c(action.card) }), cost);
    case "revolution": return withCost(t("Revolution: {card}", { card: c(action.card) }), cost);
    case "leader": return withCost(t("Play leader: {card}", { card: c(action.card) }), cost);
    case "play": return withCost(t("Play: {card}", { card: c(action.card) }), cost);
    case "wonder": return withCost(nt("Build {n} wonder stage", "Build {n} wonder stages", action.stages), cost);
    case "tactic": return withCost(t("Play tactic: {card}", { card: c(action.card) }), cost);
    case "copy_tactic": return withCost(t("Copy tactic: {card}", { card: c(action.card) }), cost);
    case "event": return t("Prepare event: {card}", { card: c(action.card) });
    case "resign": return t("Resign (leave the game)");
    case "end_turn": return t("End turn");
    case "pass": return t("Pass");
    case "done": return t("Done");
    case "choose":
      if (action.cards) return c(action.cards[0]);
      if (action.value !== undefined) return t("Bid {n}", { n: action.value });
      if (action.player !== undefined) return ctx.names[action.player];
      return withCost(engineText(base, ctx) ?? base, cost);
    default:
      return withCost(engineText(base, ctx) ?? base, cost);
  }
}

// the card an action is about (for the tooltip of its button)
export function actionCard(action) {
  if (action.cards) return action.cards[0];
  if (action.type === "upgrade") return action.to;
  return action.card || action.tech || null;
}

export function promptText(view, ctx) {
  const text = engineText(view.prompt, ctx);
  if (text !== null) return text;
  return lang() === "en" ? view.prompt.replace(/\bseat (\d+)/g, (m, n) => ctx.names[Number(n)] ?? m) : t("Choose");
}

// -- the prompt panel -----------------------------------------------------------------------------

// kinds of actions, in the order of a turn
const GROUPS = [
  { id: "politics", title: () => t("Politics phase"), has: (a) => a.type === "event" },
  { id: "take", title: () => t("Take a card from the row"), has: (a) => a.type === "take" },
  { id: "economy", title: () => t("Population and buildings"),
    has: (a) => a.type === "population" || a.type === "destroy"
      || ((a.type === "build" || a.type === "upgrade") && !unitAction(a)) },
  { id: "wonder", title: () => t("Wonder"), has: (a) => a.type === "wonder" },
  { id: "develop", title: () => t("Technologies and government"), has: (a) => a.type === "develop" || a.type === "revolution" },
  { id: "cards", title: () => t("Leaders and action cards"), has: (a) => a.type === "leader" || a.type === "play" },
  { id: "military", title: () => t("Military actions"),
    has: (a) => a.type === "disband" || a.type === "tactic" || a.type === "copy_tactic"
      || ((a.type === "build" || a.type === "upgrade") && unitAction(a)) },
  { id: "abilities", title: () => t("Abilities of your cards"), has: (a) => a.type === "ability" },
];
const opened = new Map(); // group -> whether the player opened it
let resignArmed = false;

function unitAction(a) {
  const [, cost] = splitCost(a.label);
  return Boolean(cost && cost.ma);
}

function actionButton(action, ctx, extraClass = "") {
  const button = h("button", {
    type: "button", class: `choice ${action.type} ${extraClass}`.trim(),
    text: actionLabel(action, ctx), onclick: () => ctx.act(action),
  });
  const c = actionCard(action);
  if (c) ctx.hover(button, c);
  return button;
}

function resignButton(action, ctx) {
  const button = h("button", { type: "button", class: "choice resign", text: actionLabel(action, ctx) });
  button.addEventListener("click", () => {
    if (resignArmed) { resignArmed = false; ctx.act(action); return; }
    resignArmed = true;
    button.textContent = t("Really resign? Your civilization leaves the game. Click again to confirm.");
    button.classList.add("armed");
  });
  return button;
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
  if (c.picked && c.picked.length) {
    box.append(h("p", { class: "picked", text: t("Chosen so far: {cards}", { cards: c.picked.map((p) => (typeof p === "string" && p.includes(":") ? cardTitle(ctx, p) : String(p))).join(", ") }) }));
  }
  const turn = legal.some((a) => a.type === "end_turn");
  if (turn) box.append(myActionsLine(ctx));
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
    const items = rest.filter(group.has);
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
    details.open = opened.get(group.id) || false;
    details.addEventListener("toggle", () => opened.set(group.id, details.open));
    box.append(details);
  }
  const grouped = new Set(GROUPS.flatMap((g) => rest.filter(g.has)));
  const other = rest.filter((a) => !grouped.has(a));
  if (other.length) box.append(h("div", { class: "tta-group" }, h("div", { class: "tta-choices" }, other.map((a) => actionButton(a, ctx)))));
  const resign = legal.find((a) => a.type === "resign");
  if (resign) box.append(h("div", { class: "tta-resign" }, resignButton(resign, ctx)));
  return box;
}
