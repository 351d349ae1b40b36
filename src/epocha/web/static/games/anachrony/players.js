// A player's board: who they are (Path, leader, VP), their goods, the six exosuit slots, the
// Active and Tired worker columns (and the workers out on spaces), the four building rows, the
// morale and time-travel tracks, paradoxes, warp tiles and breakthroughs. And the Chronobot's.
import { h } from "../../js/dom.js";
import { nt, t } from "../../js/i18n.js";
import {
  GOODS, MORALE_STEPS, TIME_TRAVEL_STEPS, TYPES, WORKERS,
  bind, choices, goodChip, legal, seatName, seatToken, word, workerChip,
} from "./parts.js";

function headEl(ctx, p, mine) {
  const s = ctx.view.state;
  const playing = s.phase === "actions" && s.turn === p.seat;
  const leader = p.leader ? h("span", { class: "anx-leader", text: word(ctx, "leader", p.leader) }) : null;
  if (leader) bind(ctx, leader, legal(ctx, (a) => a.type === "free" && a.action === p.leader), `leader:${p.leader}`);
  return h("header", { class: "anx-player-head", dataset: { key: "head" } },
    seatToken(ctx, p.seat),
    h("h3", { text: seatName(ctx, p.seat) + (mine ? ` (${t("you")})` : "") }),
    playing ? h("span", { class: "badge", text: t("to play") }) : null,
    p.passed ? h("span", { class: "badge passed", text: t("passed") }) : null,
    p.path ? h("span", { class: `anx-path path-${p.path}`, text: word(ctx, "path", p.path) }) : null,
    leader,
    h("span", { class: "anx-vp", title: t("VP tokens"), text: word(ctx, "good", "VP", p.vp) }),
    p.warp_chosen !== undefined ? h("span", { class: "muted", text: p.warp_chosen ? t("has chosen warp tiles") : t("is choosing warp tiles") }) : null,
    p.kept !== undefined ? h("span", { class: "muted", text: p.kept ? t("has chosen") : t("is choosing") }) : null);
}

function goodsEl(ctx, p) {
  return h("div", { class: "anx-goods", dataset: { key: "goods" } }, GOODS.map((g) =>
    bind(ctx, goodChip(ctx, g, p.goods[g] || 0), legal(ctx, (a) => a.type === "swap" && a.give === g && p.seat === ctx.seat))));
}

function exosuitsEl(ctx, p, mine) {
  const slots = [];
  for (let i = 1; i <= 6; i++) {
    const covered = p.covered.includes(i);
    const powered = p.powered[i - 1];
    const state = covered ? t("unavailable") : powered ? t("powered exosuit") : t("empty");
    // (outside the template string: the catalog's extractor does not look inside one)
    const name = t("Exosuit slot {n}", { n: i });
    const slot = h("div", { class: `anx-exo ${covered ? "covered" : ""} ${powered ? "powered" : ""}`, dataset: { slot: i, key: `exo-${i}` },
      title: `${name}: ${state}`, "aria-label": `${name}: ${state}` },
    h("span", { class: "anx-exo-no", text: i }),
    powered ? h("span", { class: `anx-exo-suit seat-${p.seat}`, "aria-hidden": "true" }) : null);
    if (mine) bind(ctx, slot, legal(ctx, (a) => a.type === "power" && a.slot === i));
    slots.push(slot);
  }
  return h("div", { class: "anx-exosuits" }, h("h5", { text: t("Exosuits") }), h("div", { class: "anx-exo-row" }, slots),
    h("span", { class: "muted anx-exo-supply", text: nt("{n} in supply", "{n} in supply", p.exosuits) }));
}

function columnEl(ctx, p, mine, column) {
  const counts = column === "active" ? p.active : p.tired;
  const chips = WORKERS.filter((w) => counts[w] > 0).map((w) => {
    const chip = workerChip(ctx, w, counts[w]);
    if (mine) bind(ctx, chip, choices(ctx, "lose_worker", [w, column]));
    return chip;
  });
  const col = h("div", { class: `anx-column ${column}`, dataset: { column, key: `column-${column}` } },
    h("h5", { text: word(ctx, "column", column) }), h("div", { class: "anx-chips" }, chips.length ? chips : h("span", { class: "muted", text: "—" })));
  // Force Workers: the tired column's free action
  if (mine && column === "tired") bind(ctx, col, legal(ctx, (a) => a.type === "free" && a.action === "force"));
  return col;
}

function busyEl(ctx, p) {
  if (!p.busy.length) return null;
  return h("div", { class: "anx-column busy" }, h("h5", { text: t("Out on spaces") }),
    h("div", { class: "anx-chips" }, p.busy.map(([type, space]) => {
      const where = /^[bs]\d+$/.test(space) ? word(ctx, /^b/.test(space) ? "building" : "superproject", space)
        : /^anomaly:/.test(space) ? t("anomaly") : word(ctx, "space", space);
      const chip = workerChip(ctx, type);
      chip.title = `${chip.title} — ${where}`;
      return chip;
    })));
}

function workersEl(ctx, p, mine) {
  return h("div", { class: "anx-workers" }, columnEl(ctx, p, mine, "active"), columnEl(ctx, p, mine, "tired"), busyEl(ctx, p));
}

// one slot of a building row: empty, a building, half a superproject, or an anomaly (on a
// building it leaves owned but stops)
function slotEl(ctx, p, mine, type, i) {
  const content = p.rows[type][i];
  const el = h("div", { class: "anx-slot", dataset: { row: type, index: i, key: `row-${type}-${i}` } });
  let card = null;
  const actions = [];
  if (mine) actions.push(...choices(ctx, "anomaly_place", [type, i]));
  if (!content) {
    el.classList.add("empty");
  } else if (content === "anomaly" || content.startsWith("anomaly:")) {
    el.classList.add("anomaly");
    el.append(h("span", { class: "anx-anomaly", text: t("anomaly") }));
    const under = content.startsWith("anomaly:") ? content.slice(8) : null;
    if (under) {
      card = under;
      el.append(h("span", { class: "anx-under", text: word(ctx, /^b/.test(under) ? "building" : "superproject", under) }));
    }
    if (mine) actions.push(...legal(ctx, (a) => a.type === "place" && a.space === `anomaly:${type}:${i}`));
  } else {
    card = content;
    const sp = content.startsWith("s");
    el.classList.add(sp ? "superproject" : "building");
    el.append(h("span", { class: "anx-tile-name", text: word(ctx, sp ? "superproject" : "building", content) }));
    if (p.used.includes(content)) el.classList.add("used");
    const busy = p.busy.filter(([, space]) => space === content);
    if (busy.length) el.append(h("span", { class: "anx-on-slot" }, busy.map(([w]) => workerChip(ctx, w))));
    if (mine) {
      actions.push(...legal(ctx, (a) => (a.type === "place" && a.space === content) || (a.type === "free" && a.action === content)));
    }
  }
  if (card) el.dataset.card = card;
  bind(ctx, el, actions, card);
  return el;
}

function rowsEl(ctx, p, mine) {
  return h("div", { class: "anx-rows" }, TYPES.map((type) => h("div", { class: `anx-row t-${type}` },
    h("span", { class: "anx-row-name", text: word(ctx, "row", type) }),
    [0, 1, 2].map((i) => slotEl(ctx, p, mine, type, i)))));
}

// a track's cells, each with the VP printed on it when the view gives them (the marker's cell marked)
function track(cls, title, steps, at, extra = null, values = null) {
  const cell = (i) => h("span", { class: i === at ? "cell at" : "cell", text: values ? `${values[i]}` : i === at ? "●" : "" });
  return h("div", { class: `anx-track ${cls}`, dataset: { key: `track-${cls}` } }, h("span", { class: "anx-track-name", text: title }),
    h("div", { class: "anx-cells" }, Array.from({ length: values ? values.length : steps }, (_, i) => cell(i))),
    extra);
}

function tracksEl(ctx, p, mine) {
  // Supply: a worker slot of the player's own board (a free action on some boards)
  const supply = mine ? h("button", { type: "button", class: "anx-supply", dataset: { space: "supply" }, text: word(ctx, "action", "supply") }) : null;
  const supplying = mine ? legal(ctx, (a) => (a.type === "place" || a.type === "free") && (a.space === "supply" || a.action === "supply")) : [];
  if (supplying.length) bind(ctx, supply, supplying);
  else if (supply) supply.disabled = true;
  const paradox = h("span", { class: "anx-paradox", title: word(ctx, "good", "paradox", p.paradox) },
    [0, 1, 2].map((i) => h("span", { class: i < p.paradox ? "pip on" : "pip" })));
  return h("div", { class: "anx-tracks" },
    track("morale", t("Morale"), MORALE_STEPS, p.morale, supply, p.board?.morale_vp),
    track("time-travel", t("Time travel"), TIME_TRAVEL_STEPS, p.time_travel, null, p.board?.time_travel_vp),
    h("div", { class: "anx-misc" },
      h("span", {}, t("Paradoxes:"), " ", paradox),
      h("span", { title: t("Path markers left for free actions"), text: `${t("Markers:")} ${p.markers}` }),
      h("span", { text: `${t("Focus:")} ${t("Era {n}", { n: p.focus })}` }),
      p.evacuated ? h("span", { class: "badge", text: t("evacuated") }) : null));
}

function extrasEl(ctx, p) {
  const warps = h("div", { class: "anx-own-warps" }, h("span", { class: "muted", text: t("Warp tiles:") }),
    p.warps.map((n) => h("span", { class: `anx-warp seat-${p.seat}`, title: word(ctx, "warp", n), text: n })),
    p.warp_pick ? h("span", { class: "anx-pick", text: `→ ${p.warp_pick.join(", ") || "—"}` }) : null);
  const bts = h("div", { class: "anx-own-bts" }, h("span", { class: "muted", text: t("Breakthroughs:") }),
    p.breakthroughs.length ? p.breakthroughs.map(([shape, icon]) => h("span", { class: "anx-bt", title: `${t("Shape {n}", { n: shape })}, ${word(ctx, "icon", icon)}` },
      h("span", { class: `anx-shape sh-${shape}`, "aria-hidden": "true" }), h("span", { text: icon }))) : "—");
  const parts = [warps, bts];
  if (p.path) {
    const evac = h("span", { class: "anx-evac-card", text: t("Evacuation condition {n}", { n: p.evacuation + 1 }) });
    ctx.clickable(evac, [], `evacuation:${p.path}:${p.evacuation}`);
    parts.push(h("div", {}, evac));
  }
  if (p.experiments.length) {
    parts.push(h("div", { class: "anx-own-exps" }, h("span", { class: "muted", text: t("Experiments:") }),
      p.experiments.map((k) => h("span", { class: "anx-exp", text: word(ctx, "experiment", k) }))));
  }
  return h("div", { class: "anx-extras", dataset: { key: "extras" } }, parts);
}

export function playerBoard(ctx, p, mine) {
  const s = ctx.view.state;
  const playing = s.phase === "actions" && s.turn === p.seat;
  return h("section", { class: `anx-player seat-border-${p.seat} ${mine ? "mine" : ""} ${playing ? "to-play" : ""}`, dataset: { seat: p.seat },
    "aria-label": seatName(ctx, p.seat) },
  headEl(ctx, p, mine),
  goodsEl(ctx, p),
  h("div", { class: "anx-pb-grid" },
    h("div", { class: "anx-pb-left" }, exosuitsEl(ctx, p, mine), workersEl(ctx, p, mine), tracksEl(ctx, p, mine)),
    h("div", { class: "anx-pb-right" }, rowsEl(ctx, p, mine), extrasEl(ctx, p))));
}

// -- the Chronobot ---------------------------------------------------------------------------

const BOT_POSITIONS = 13;

export function chronobotBoard(ctx, b) {
  const s = ctx.view.state;
  const positions = h("div", { class: "anx-bot-positions", "aria-label": t("The Chronobot's tokens") },
    Array.from({ length: BOT_POSITIONS }, (_, i) => {
      const here = b.tokens.map((at, token) => [at, token + 1]).filter(([at]) => at === i + 1).map(([, token]) => token);
      return h("div", { class: "anx-bot-pos" }, h("span", { class: "anx-bot-no", text: i + 1 }),
        here.map((token) => h("span", { class: "anx-bot-token", title: t("Token {n}", { n: token }), text: token })));
    }));
  const resources = h("div", { class: "anx-goods" }, goodChip(ctx, "W", b.water),
    ["N", "G", "U", "T"].map((r) => goodChip(ctx, r, b.resources[r] || 0)));
  const workers = h("div", { class: "anx-chips" }, WORKERS.filter((w) => b.workers[w]).map((w) => workerChip(ctx, w, b.workers[w])));
  const tiles = h("div", { class: "anx-chips" }, [...b.buildings, ...b.superprojects].map((k) => {
    const el = h("span", { class: "anx-tile-chip", text: word(ctx, /^b/.test(k) ? "building" : "superproject", k) });
    ctx.clickable(el, [], k);
    return el;
  }));
  const playing = s.phase === "actions" && s.turn === 4;
  return h("section", { class: `anx-player anx-chronobot seat-border-4 ${playing ? "to-play" : ""}`, dataset: { seat: 4 } },
    h("header", { class: "anx-player-head" }, seatToken(ctx, 4), h("h3", { text: t("Chronobot") }),
      b.passed ? h("span", { class: "badge passed", text: t("passed") }) : null,
      h("span", { class: "anx-vp", text: word(ctx, "good", "VP", b.vp) })),
    positions,
    resources,
    h("div", { class: "anx-misc" },
      h("span", { text: `${t("Exosuits")}: ${b.exosuits}` }),
      h("span", { text: `${t("Powered:")} ${b.powered}` }),
      h("span", { text: `${t("Morale")}: ${b.morale}` }),
      h("span", { text: `${t("Time travel")}: ${b.time_travel}` }),
      h("span", { text: `${t("Paradoxes:")} ${b.paradox}` }),
      h("span", { text: `${t("Anomalies:")} ${b.anomalies}` }),
      h("span", { text: `${t("Actions this era:")} ${b.actions}` })),
    workers, tiles,
    h("div", { class: "anx-own-warps" }, h("span", { class: "muted", text: t("Warp tiles:") }),
      b.warps.map((n) => h("span", { class: "anx-warp seat-4", text: n }))));
}
