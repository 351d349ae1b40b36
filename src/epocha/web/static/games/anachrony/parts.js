// The pieces every part of the Anachrony board draws: seats and their colours, goods and workers
// as tokens, tiles with their hover texts, and legal actions bound to what they concern.
import { bindActions, closeMenu } from "../../js/action_menu.js";
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";

export const BOT = 4; // the Chronobot's seat at a one-player table
export const WORKERS = ["scientist", "engineer", "administrator", "genius"];
export const GOODS = ["W", "E", "N", "G", "U", "T"];
export const TYPES = ["power_plant", "factory", "life_support", "lab"];
export const CAPITAL = ["construct", "recruit", "research"];
export const POOLS = ["purify", "trade", "evacuate", "experiment"];
export const CAPITAL_FEES = [0, 1, 2];
export const COUNCIL_FEES = [2, 1];
export const MINE_CUBES = ["U", "G", "T"];
export const MORALE_STEPS = 7;
export const TIME_TRAVEL_STEPS = 9;

// -- words: the game's vocabulary (its catalog translates it) ---------------------------------

export function word(ctx, kind, term, amount) {
  const arg = { term: String(term), kind };
  if (amount !== undefined) arg.amount = amount;
  return ctx.word(arg);
}

export function seatName(ctx, seat) {
  if (seat === BOT) return t("Chronobot");
  return ctx.names[seat] || t("Player {n}", { n: seat + 1 });
}

export function seatToken(ctx, seat, extra = "") {
  return h("span", { class: `anx-seat seat-${seat} ${extra}`, title: seatName(ctx, seat), "aria-label": seatName(ctx, seat) });
}

export function goodChip(ctx, good, n, extra = "") {
  const text = word(ctx, "good", good, n);
  return h("span", { class: `anx-good g-${good} ${extra}`, title: text, "aria-label": text },
    h("span", { class: "anx-cube", "aria-hidden": "true" }), h("span", { class: "n", text: n }));
}

export function workerChip(ctx, type, n, extra = "") {
  const name = word(ctx, "worker", type);
  const label = n === undefined ? name : `${name}: ${n}`;
  return h("span", { class: `anx-worker w-${type} ${extra}`, title: label, "aria-label": label },
    h("span", { class: "anx-meeple", "aria-hidden": "true" }), n === undefined ? null : h("span", { class: "n", text: n }));
}

// -- tiles and their texts ---------------------------------------------------------------------

// a component's key: "b101", "s7", or "<kind>:<key>" (leader:wolfe, experiment:..., collapse:11,
// endgame:..., evacuation:harmony:0)
function split(card) {
  const m = /^([a-z_]+):(.+)$/.exec(card);
  if (m) return [m[1], m[2]];
  if (/^b\d+$/.test(card)) return ["building", card];
  if (/^s\d+$/.test(card)) return ["superproject", card];
  return [null, card];
}

const REF_TABLE = {
  building: "buildings", superproject: "superprojects", leader: "leaders", experiment: "experiments",
  collapse: "collapsing_tiles", endgame: "endgame_cards", evacuation: "evacuation",
};

export function cardTitle(ctx, card) {
  const [kind, key] = split(card);
  if (kind === "collapse") return t("Collapsing Capital tile {n}", { n: key });
  if (kind === "evacuation") {
    const e = ref(ctx, card);
    return e ? e.name : key;
  }
  if (kind === "building" || kind === "superproject" || kind === "leader" || kind === "experiment" || kind === "endgame") {
    return word(ctx, kind, key);
  }
  return key;
}

function ref(ctx, card) {
  const [kind, key] = split(card);
  const table = ctx.ref && REF_TABLE[kind] ? ctx.ref[REF_TABLE[kind]] : null;
  return table ? table[key] || null : null;
}

// the tile's name, and its text when the game's reference is there
export function cardInfo(card, ctx) {
  const r = ref(ctx, card);
  const box = h("div", { class: "card-info anx-info" }, h("strong", { text: cardTitle(ctx, card) }));
  if (r && r.vp !== undefined) box.append(h("span", { class: "anx-vp-note", text: ` · ${word(ctx, "good", "VP", r.vp)}` }));
  if (r && r.ability) box.append(h("div", { class: "anx-ability", text: r.ability }));
  if (r && r.text) box.append(h("p", { text: r.text }));
  return box;
}

export function refEntries(ctx) {
  if (!ctx.ref) return [];
  const out = [];
  for (const [kind, table] of Object.entries(REF_TABLE)) {
    for (const key of Object.keys(ctx.ref[table] || {})) {
      const card = kind === "building" || kind === "superproject" ? key : `${kind}:${key}`;
      const r = ctx.ref[table][key];
      out.push({ card, search: `${cardTitle(ctx, card)} ${r.text || ""}`.toLowerCase() });
    }
  }
  return out;
}

// -- legal actions on the board ------------------------------------------------------------------

export function legal(ctx, test) {
  return ctx.legal.filter(test);
}

export function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// the choices of the pending decision of one kind (its option under the key `kind`)
export function choices(ctx, kind, option) {
  return ctx.legal.filter((a) => a.type === "choose" && kind in a && (option === undefined || same(a[kind], option)));
}

// `el` stands for `actions`: one acts at once (the shell's picker), several open a small menu
// of them (the shell's action menu); none: only the tile's text on hover (when `card` names one)
export function bind(ctx, el, actions, card = null) {
  const label = (a) => (a.message ? ctx.render(a.message) : a.label);
  return bindActions(ctx, el, actions, card, {
    className: "anx-menu",
    name: t("Choose what to do here"),
    label,
    info: card ? () => cardInfo(card, ctx) : null,
  });
}

export { closeMenu };

export function box(cls, title, ...children) {
  return h("section", { class: `anx-box ${cls}` }, title ? h("h4", { text: title }) : null, ...children);
}
