// A player's board: who they are (tribe, side, score), resources against their caps, energy and
// the switch; the three machine tracks with their markers and reward spaces (open or still
// covered); machines (standard, special tokens, tribe machines; powered or not); the five slots
// with their cards (the half used) and module spaces (activation spaces marked); the active and
// rest areas; the progress track (alone, with the action cube), the hibernation track;
// technologies unlocked, artifacts and crates (another player's closed crates as a count).
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { BOARD } from "./layout.js";
import {
  COLOURS, RESOURCES, SLOTS, bind, cardTitle, choices, componentEl, goodChip, legal, ref, seatName, seatToken, word,
} from "./parts.js";

function isTurn(ctx, p) {
  const s = ctx.view.state;
  return s.phase === "play" && s.turn.player === p.seat && !s.result;
}

function headEl(ctx, p, mine) {
  const you = t("you");
  return h("header", { class: "rv-player-head", dataset: { key: "head" } },
    seatToken(ctx, p.seat),
    h("h3", { text: mine ? `${seatName(ctx, p.seat)} (${you})` : seatName(ctx, p.seat) }),
    isTurn(ctx, p) ? h("span", { class: "badge", text: t("to play") }) : null,
    p.tribe ? h("span", { class: "rv-tribe", text: `${word(ctx, "tribe", p.tribe)} · ${word(ctx, "side", p.side)}` }) : null,
    h("span", { class: "rv-score", title: t("Score"), text: word(ctx, "goods", "points", p.score) }),
    p.purple ? h("span", { class: "rv-purple", text: word(ctx, "goods", "purple", p.purple) }) : null,
    p.end_tile ? h("span", { class: "badge", text: t("end-game tile") }) : null);
}

// resources (each against its cap), energy in the reservoir, the switch
function suppliesEl(ctx, p, mine) {
  const chips = RESOURCES.map((r) => {
    const chip = goodChip(ctx, r, p.resources[r] || 0);
    chip.dataset.resource = r;
    chip.append(h("span", { class: "rv-cap", text: `/${BOARD.caps[r]}` }));
    if (mine) bind(ctx, chip, [...choices(ctx, "resource", r), ...legal(ctx, (a) => a.type === "crystal" && a.resource === r)]);
    return chip;
  });
  const energy = goodChip(ctx, "energy", p.energy, "rv-energy");
  const used = p.switch_used ? t("used") : t("ready");
  const name = t("Switch");
  const sw = h("span", { class: `rv-switch ${p.switch_used ? "used" : ""}`, text: `${name}: ${used}` });
  if (mine) bind(ctx, sw, legal(ctx, (a) => a.type === "switch" || a.type === "switch_card"));
  return h("div", { class: "rv-supplies", dataset: { key: "supplies" } }, chips, energy, sw);
}

// -- machine tracks and their reward spaces -----------------------------------------------------

function rewardName(ctx, r) {
  if (r.kind === "standard_machine") return word(ctx, "machine", r.id);
  if (r.kind === "special_machine") return t("Special machine");
  if (r.kind === "artifact") return t("Large artifact");
  if (r.kind === "card_bonus") return t("Card bonus");
  return r.kind;
}

function rewardEl(ctx, p, r, colour) {
  const open = p.opened.includes(r.id);
  const token = p.tokens[r.id];
  const others = Object.entries(r.needs).filter(([c]) => c !== colour).map(([c, n]) => `${word(ctx, "colour", c)} ${n}`);
  const state = open ? t("open") : t("covered");
  const label = `${rewardName(ctx, r)} (${state})`;
  const el = h("span", { class: `rv-reward k-${r.kind} ${open ? "open" : "covered"}`, dataset: { reward: r.id }, title: label, "aria-label": label },
    h("span", { class: "rv-reward-name", text: rewardName(ctx, r) }),
    others.length ? h("span", { class: "rv-reward-also", text: `+ ${others.join(", ")}` }) : null,
    token ? h("span", { class: "rv-reward-token", text: cardTitle(ctx, token) }) : null);
  if (token) ctx.clickable(el, [], token);
  return el;
}

function trackEl(ctx, p, mine, colour) {
  const values = BOARD.tracks[colour];
  const at = p.tracks[colour];
  const rewards = BOARD.rewards.filter((r) => Object.keys(r.needs)[0] === colour);
  const cells = values.map((v, i) => {
    const here = rewards.filter((r) => r.needs[colour] === i + 1);
    return h("div", { class: `rv-cell ${i + 1 === at ? "at" : ""} ${i + 1 < at ? "past" : ""}`, dataset: { step: i + 1 } },
      h("span", { class: "rv-cell-value", text: v }),
      i + 1 === at ? h("span", { class: `rv-marker seat-${p.seat}`, title: t("Track marker"), "aria-label": t("Track marker") }) : null,
      here.map((r) => rewardEl(ctx, p, r, colour)));
  });
  const head = h("span", { class: "rv-track-name", text: word(ctx, "track", colour) });
  if (mine) bind(ctx, head, choices(ctx, "track", colour));
  return h("div", { class: `rv-track c-${colour}`, dataset: { track: colour, key: `track-${colour}` } }, head, h("div", { class: "rv-cells" }, cells));
}

// -- machines --------------------------------------------------------------------------------

function machineList(ctx, p) {
  const standard = BOARD.rewards.filter((r) => r.kind === "standard_machine" && p.opened.includes(r.id)).map((r) => r.id);
  const tribal = p.unlocked.filter((key) => {
    const r = ref(ctx, key);
    return r && r.kind === "machine";
  });
  return [...standard, ...Object.values(p.tokens), ...tribal];
}

function machinesEl(ctx, p, mine) {
  const list = machineList(ctx, p);
  const els = list.map((key) => {
    const powered = p.powered.includes(key);
    const actions = mine ? legal(ctx, (a) => a.type === "activate" && a.machine === key) : [];
    const state = powered ? h("span", { class: "rv-powered", title: t("powered"), "aria-label": t("powered") }) : null;
    const el = componentEl(ctx, key, `rv-machine ${powered ? "powered" : ""}`, actions, state);
    el.dataset.machine = key;
    return el;
  });
  return h("div", { class: "rv-machines", dataset: { key: "machines" } }, h("h5", { text: t("Machines") }),
    h("div", { class: "rv-row" }, els.length ? els : h("span", { class: "muted", text: "—" })));
}

// -- slots, modules and cards ------------------------------------------------------------------

function cardEl(ctx, key, cls, actions = [], extra = null) {
  const r = ref(ctx, key);
  const colour = r && r.colour ? `col-${r.colour}` : "";
  const el = componentEl(ctx, key, `rv-card ${colour} ${cls}`, actions, extra);
  el.dataset.card = key;
  return el;
}

function slotEl(ctx, p, mine, slot) {
  const layout = BOARD.slots.find((x) => x.id === slot);
  const cards = p.slots[slot] || [];
  const modules = (p.modules[slot] || []).map((m, i) => {
    const active = layout.activation[i];
    const el = h("span", { class: `rv-module-space ${active ? "activation" : ""} ${m ? "filled" : ""}`, dataset: { slot, index: i },
      title: active ? t("Activation space") : t("Module space") });
    if (m) el.append(h("span", { class: "rv-module-name", text: cardTitle(ctx, m) }));
    bind(ctx, el, mine ? choices(ctx, "module_space", [slot, i]) : [], m);
    return el;
  });
  const stack = cards.map(([card, half]) => cardEl(ctx, card, "slotted",
    mine ? choices(ctx, "slotted", [slot, card]) : [], h("span", { class: "rv-half-used", text: word(ctx, "half", half) })));
  // the right-hand slot opens with a technology of the tribe board
  const closed = slot === "right" && !cards.length && !p.unlocked.some((key) => BOARD.right_slot.includes(key));
  const shut = t("closed");
  return h("div", { class: `rv-slot s-${slot} ${closed ? "closed" : ""}`, dataset: { slot, key: `slot-${slot}` } },
    h("span", { class: "rv-slot-name", text: word(ctx, "slot", slot) },
      closed ? h("span", { class: "rv-slot-closed", text: ` (${shut})` }) : null),
    h("div", { class: "rv-modules" }, modules),
    h("div", { class: "rv-stack" }, stack.length ? stack : h("span", { class: "muted", text: t("empty") })));
}

function slotsEl(ctx, p, mine) {
  return h("div", { class: "rv-slots" }, SLOTS.map((slot) => slotEl(ctx, p, mine, slot)));
}

function areasEl(ctx, p, mine) {
  const active = p.active.map((card) => cardEl(ctx, card, "active", mine ? [
    ...legal(ctx, (a) => a.type === "play" && a.card === card),
    ...choices(ctx, "play", (v) => v[0] === card),
    ...choices(ctx, "card", card),
  ] : []));
  const rest = p.rest.map((card) => cardEl(ctx, card, "rest", mine ? choices(ctx, "card", card) : []));
  return h("div", { class: "rv-areas" },
    h("div", { class: "rv-area active-area" }, h("h5", { text: t("Active area") }), h("div", { class: "rv-row" }, active.length ? active : h("span", { class: "muted", text: "—" }))),
    h("div", { class: "rv-area rest-area" }, h("h5", { text: t("Rest area") }), h("div", { class: "rv-row" }, rest.length ? rest : h("span", { class: "muted", text: "—" }))));
}

// -- progress and hibernation ----------------------------------------------------------------

function givesEl(ctx, gives) {
  return gives.length ? h("span", { class: "rv-gives", text: gives.map((g) => (["energy", "artifact", "crate", "points", "crystal", "any_basic"].includes(g)
    ? word(ctx, "goods", g, 1) : word(ctx, "effect", g))).join(", ") }) : null;
}

function progressEl(ctx, p) {
  const s = ctx.view.state;
  const solo = s.cube !== null && s.cube !== undefined;
  const cells = BOARD.progress.map((space, i) => {
    const filled = i < p.progress;
    const cube = solo && s.cube === i + 1;
    return h("div", { class: `rv-cell ${filled ? "filled" : ""} ${cube ? "cube" : ""}`, dataset: { step: i + 1 } },
      h("span", { class: "rv-cell-value", text: space.value }),
      filled ? h("span", { class: `rv-marker seat-${p.seat}`, "aria-hidden": "true" }) : null,
      cube ? h("span", { class: "rv-cube", title: t("Action cube"), "aria-label": t("Action cube") }) : null,
      space.gives.length ? h("span", { class: "rv-cell-gift", title: space.gives.map((g) => word(ctx, "goods", g, 1)).join(", "), text: "◆" }) : null);
  });
  return h("div", { class: "rv-progress", dataset: { key: "progress" } },
    h("h5", { text: t("Progress track") }),
    h("div", { class: "rv-cells" }, cells),
    h("span", { class: "muted", text: t("Progress markers on the tribe board: {n}", { n: p.tribe_markers }) }),
    solo && s.clock_out ? h("span", { class: "badge", text: t("The clock has run out") }) : null);
}

function hibernationEl(ctx, p, mine) {
  const cells = BOARD.hibernation.map((gives, i) => {
    const el = h("div", { class: `rv-cell ${i === p.hibernation ? "at" : ""}`, dataset: { step: i } },
      h("span", { class: "rv-cell-value", text: i + 1 }),
      i === p.hibernation ? h("span", { class: `rv-marker seat-${p.seat}`, title: t("Hibernation marker"), "aria-label": t("Hibernation marker") }) : null,
      givesEl(ctx, gives));
    if (mine) bind(ctx, el, choices(ctx, "hibernation_reward", i));
    return el;
  });
  return h("div", { class: "rv-hibernation", dataset: { key: "hibernation" } }, h("h5", { text: t("Hibernation track") }), h("div", { class: "rv-cells" }, cells));
}

// -- what the player holds ---------------------------------------------------------------------

function holdingsEl(ctx, p, mine) {
  const techs = p.unlocked.map((key) => componentEl(ctx, key, "rv-tech"));
  const artifacts = p.artifacts.map((key) => componentEl(ctx, key, "rv-artifact", mine ? choices(ctx, "artifact", key) : []));
  let closed;
  if (Array.isArray(p.crates)) {
    closed = p.crates.map((key) => componentEl(ctx, key, "rv-crate closed",
      mine ? [...legal(ctx, (a) => a.type === "open_crate" && a.crate === key), ...choices(ctx, "crate", key)] : []));
  } else {
    closed = p.crates ? [h("span", { class: "rv-crate closed count", text: t("Closed crates: {n}", { n: p.crates }) })] : [];
  }
  const opened = p.opened_crates.map((key) => componentEl(ctx, key, "rv-crate opened", mine ? choices(ctx, "crate", key) : []));
  const secret = p.artifact_card ? componentEl(ctx, p.artifact_card, "rv-artifact-card") : null;
  const options = Array.isArray(p.artifact_options) ? p.artifact_options.map((key) => componentEl(ctx, key, "rv-artifact-card option",
    legal(ctx, (a) => a.type === "keep" && a.card === key))) : [];
  const row = (title, items) => h("div", { class: "rv-holding" }, h("h5", { text: title }),
    h("div", { class: "rv-row" }, items.length ? items : h("span", { class: "muted", text: "—" })));
  return h("div", { class: "rv-holdings" },
    row(t("Technologies"), techs),
    row(t("Artifacts"), [...artifacts,
      p.small_artifacts ? h("span", { class: "rv-small-artifacts", text: t("Small artifacts: {n}", { n: p.small_artifacts }) }) : null,
      secret, ...options].filter(Boolean)),
    row(t("Crates"), [...closed, ...opened]),
    h("div", { class: "rv-supply muted" },
      h("span", { text: t("Buildings left: {small} small, {large} large", { small: p.buildings.small, large: p.buildings.large }) }),
      h("span", { text: t("Tribe pieces left: {n}", { n: p.pieces }) })));
}

export function playerBoard(ctx, p, mine) {
  return h("section", { class: `rv-player seat-border-${p.seat} ${mine ? "mine" : ""} ${isTurn(ctx, p) ? "to-play" : ""}`,
    dataset: { seat: p.seat }, "aria-label": seatName(ctx, p.seat) },
  headEl(ctx, p, mine),
  suppliesEl(ctx, p, mine),
  h("div", { class: "rv-pb-grid" },
    h("div", { class: "rv-pb-left" },
      h("div", { class: "rv-tracks" }, h("h5", { text: t("Machine tracks") }), COLOURS.map((c) => trackEl(ctx, p, mine, c))),
      machinesEl(ctx, p, mine),
      progressEl(ctx, p),
      hibernationEl(ctx, p, mine)),
    h("div", { class: "rv-pb-right" },
      slotsEl(ctx, p, mine),
      areasEl(ctx, p, mine),
      holdingsEl(ctx, p, mine))));
}
