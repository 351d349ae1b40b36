// The Anachrony table, top to bottom: the era and phase; the timeline (the seven era tiles with
// their superprojects, the warp tiles lent on them, the Impact tile and everyone's Focus); the
// main board (the Capital's actions, the World Council, the Mine, the hex pools, the workers to
// recruit and the breakthroughs left) beside the building offer; then the player boards (the
// seat's own first) and, alone against it, the Chronobot's.
import { h } from "../../js/dom.js";
import { nt, t } from "../../js/i18n.js";
import {
  CAPITAL, CAPITAL_FEES, COUNCIL_FEES, MINE_CUBES, POOLS, TYPES, WORKERS,
  bind, box, choices, closeMenu, goodChip, legal, seatName, seatToken, word, workerChip,
} from "./parts.js";
import { chronobotBoard, playerBoard } from "./players.js";

function phaseName(phase) {
  const names = {
    setup: t("Setup"), path: t("Choosing Paths"), leader: t("Choosing leaders"), assets: t("Drafting starting assets"),
    endgame: t("Choosing endgame conditions"), powerup: t("Power Up"), warp: t("Warp"), actions: t("Action Round"),
    paradox: t("Paradox"), arrivals: t("Arrivals"), cleanup: t("Clean Up"), over: t("Game end"),
  };
  return names[phase] || phase;
}

// -- the era and the timeline ------------------------------------------------------------------

function headerEl(ctx) {
  const s = ctx.view.state;
  return h("div", { class: "anx-header", dataset: { key: "header" } },
    h("span", { class: "anx-era", text: t("Era {n}", { n: s.era }) }),
    h("span", { class: "anx-phase", text: phaseName(s.phase) }),
    h("span", { class: "anx-first" }, t("First player:"), " ", seatToken(ctx, s.first), ` ${seatName(ctx, s.first)}`),
    s.impacted ? h("span", { class: "anx-impacted", text: t("After the Impact") }) : null,
    s.earth_saved ? h("span", { class: "anx-impacted", text: t("The Earth is saved") }) : null);
}

function eraTile(ctx, tile) {
  const s = ctx.view.state;
  const players = s.players;
  const here = tile.era === s.era;
  const el = h("div", { class: `anx-era-tile ${here ? "now" : ""} ${tile.era < s.era ? "past" : ""}`, dataset: { era: tile.era, key: `era-${tile.era}` } },
    h("div", { class: "anx-era-no", text: tile.era }));
  // the superproject above the era tile
  if (tile.superproject) {
    const sp = h("div", { class: "anx-sp", dataset: { card: tile.superproject } },
      h("span", { class: "anx-sp-name", text: word(ctx, "superproject", tile.superproject) }));
    bind(ctx, sp, choices(ctx, "build", tile.superproject), tile.superproject);
    el.append(sp);
  } else {
    el.append(h("div", { class: "anx-sp face-down", title: t("Superproject face down"), "aria-label": t("Superproject face down") }));
  }
  // warp tiles lent on it
  const warps = h("div", { class: "anx-warps" }, tile.warps.map(([seat, n]) => {
    const chip = h("span", { class: `anx-warp seat-${seat}`, dataset: { era: tile.era, warp: n },
      title: `${seatName(ctx, seat)}: ${word(ctx, "warp", n)}`, text: n });
    bind(ctx, chip, choices(ctx, "warp_back", [tile.era, n]));
    return chip;
  }));
  el.append(warps);
  // the experiment under it (Doomsday)
  if (s.experiments && s.experiments[tile.era - 1]) {
    const [key, up] = s.experiments[tile.era - 1];
    if (key) {
      const exp = h("div", { class: `anx-exp ${up ? "" : "done"}`, text: word(ctx, "experiment", key) });
      ctx.clickable(exp, [], `experiment:${key}`);
      el.append(exp);
    }
  }
  // everyone's Focus marker under it
  const focus = players.filter((p) => p.focus === tile.era);
  el.append(h("div", { class: "anx-focus" }, focus.map((p) => seatToken(ctx, p.seat, "focus"))));
  bind(ctx, el, choices(ctx, "focus", tile.era));
  return el;
}

function timelineEl(ctx) {
  const s = ctx.view.state;
  const row = h("div", { class: "anx-timeline-row" });
  for (const tile of s.timeline) {
    row.append(eraTile(ctx, tile));
    if (tile.era === s.impact_after) {
      row.append(h("div", { class: `anx-impact ${s.impacted ? "done" : ""}`, title: t("Impact"), "aria-label": t("Impact") },
        h("span", { text: "☄" })));
    }
  }
  const parts = [row];
  if (s.trackers) {
    parts.push(h("div", { class: "anx-trackers" },
      h("span", { text: `${word(ctx, "tracker", "save")}: ${s.trackers.save}` }),
      h("span", { text: `${word(ctx, "tracker", "seal")}: ${s.trackers.seal}` }),
      s.level2_count !== undefined ? h("span", { text: t("Level 2 experiments left: {n}", { n: s.level2_count }) }) : null));
  }
  return box("anx-timeline", t("Timeline"), ...parts);
}

// -- the main board ------------------------------------------------------------------------------

// the player's placements on a space (one per worker type or stand-in), and any choice that
// names the space (Patron Valerian's)
function placements(ctx, space) {
  return [...legal(ctx, (a) => a.type === "place" && a.space === space), ...choices(ctx, "valerian", space)];
}

function feeEl(ctx, n) {
  return n ? h("span", { class: "anx-fee" }, goodChip(ctx, "W", n)) : h("span", { class: "anx-fee free", text: t("free") });
}

function spaceEl(ctx, space, fee, extra = null) {
  const s = ctx.view.state;
  const seat = s.spaces[space];
  const el = h("div", { class: `anx-space ${seat !== undefined ? "taken" : ""}`, dataset: { space, key: `space-${space}` } },
    h("span", { class: "anx-hex", "aria-hidden": "true" }, seat !== undefined ? seatToken(ctx, seat, "exosuit") : null),
    fee === null ? null : feeEl(ctx, fee), extra);
  el.setAttribute("aria-label", word(ctx, "space", space) + (seat !== undefined ? ` — ${seatName(ctx, seat)}` : ""));
  el.title = el.getAttribute("aria-label");
  bind(ctx, el, placements(ctx, space));
  return el;
}

function actionHead(ctx, action) {
  const head = h("h5", { class: "anx-action-name", text: word(ctx, "action", action) });
  // World Council copies a Capital action; a Collapsing Capital tile may give another action
  bind(ctx, head, [...choices(ctx, "copy", action), ...choices(ctx, "bonus_action", action)]);
  return head;
}

function capitalEl(ctx) {
  const s = ctx.view.state;
  const seats = s.players.length + (s.chronobot ? 1 : 0);
  const n = seats === 4 ? 3 : 2;
  return h("div", { class: "anx-capital" }, CAPITAL.map((action) => {
    const tiles = s.collapse[action] || [];
    const spaces = [];
    for (let i = 0; i < n; i++) {
      let extra = null;
      let fee = s.impacted ? 0 : CAPITAL_FEES[i];
      if (s.impacted) {
        const tile = tiles[i];
        if (tile) {
          extra = h("span", { class: `anx-collapse ${tile[1] ? "" : "gone"}`, text: `#${tile[0]}` });
          ctx.clickable(extra, [], `collapse:${tile[0]}`);
        } else fee = null;
      }
      spaces.push(spaceEl(ctx, `${action}:${i}`, fee, extra));
    }
    const col = h("div", { class: `anx-action a-${action}` }, actionHead(ctx, action), h("div", { class: "anx-spaces" }, spaces));
    if (action === "recruit") col.append(recruitPool(ctx));
    return col;
  }));
}

function recruitPool(ctx) {
  const pool = ctx.view.state.recruit_pool;
  return h("div", { class: "anx-pool recruit-pool", dataset: { key: "recruit-pool" }, "aria-label": t("Workers to recruit") },
    WORKERS.filter((w) => pool[w] > 0).map((w) => bind(ctx, workerChip(ctx, w, pool[w]), choices(ctx, "worker", w))));
}

function councilEl(ctx) {
  return h("div", { class: "anx-action a-council" }, actionHead(ctx, "council"),
    h("div", { class: "anx-spaces row" },
      COUNCIL_FEES.map((fee, i) => spaceEl(ctx, `council:${i}`, fee,
        i === 0 ? h("span", { class: "anx-banner", title: t("Becomes the first player"), "aria-label": t("Becomes the first player"), text: "⚑" }) : null))));
}

function mineEl(ctx) {
  const s = ctx.view.state;
  return h("div", { class: "anx-action a-mine" }, actionHead(ctx, "mine"),
    h("div", { class: "anx-spaces" }, MINE_CUBES.map((cube, i) => spaceEl(ctx, `mine:${i}`, null, goodChip(ctx, cube, 1, "cube")))),
    h("div", { class: "anx-pool mine-pool", dataset: { key: "mine-pool" }, "aria-label": t("Resources in the Mine") },
      s.mine_pool.map((r) => goodChip(ctx, r, 1, "single"))));
}

function poolEl(ctx, space) {
  const s = ctx.view.state;
  const users = s.pool_users.filter(([, where]) => where === space);
  const el = h("div", { class: "anx-action anx-hexpool", dataset: { space, key: `space-${space}` } },
    h("h5", { class: "anx-action-name", text: word(ctx, "action", space) }),
    h("div", { class: "anx-users" }, users.length ? users.map(([seat]) => seatToken(ctx, seat, "exosuit"))
      : h("span", { class: "muted", text: "—" })));
  bind(ctx, el, placements(ctx, space));
  return el;
}

// the grid of breakthroughs left (shape by icon); setting a research die or choosing the icon
// is a click on a row's shape or a column's icon
function breakthroughsEl(ctx) {
  const left = ctx.view.state.breakthroughs;
  const iconHead = (icon) => bind(ctx, h("th", { class: "anx-icon-head", title: word(ctx, "icon", icon), text: icon }),
    [...choices(ctx, "icon", icon), ...choices(ctx, "die", `icon:${icon}`)]);
  const shapeHead = (shape) => bind(ctx, h("th", { class: "anx-shape-head", title: t("Shape {n}", { n: shape }) },
    h("span", { class: `anx-shape sh-${shape}`, "aria-hidden": "true" })), choices(ctx, "die", `shape:${shape}`));
  const grid = h("table", { class: "anx-bt-grid" },
    h("tr", {}, h("th"), [1, 2, 3, 4, 5].map(iconHead)),
    [1, 2, 3].map((shape) => h("tr", {}, shapeHead(shape),
      [1, 2, 3, 4, 5].map((icon) => {
        const n = left[`${shape}-${icon}`] || 0;
        return h("td", { class: n ? "" : "none", text: n });
      }))));
  const any = choices(ctx, "icon", 0).concat(choices(ctx, "die", "icon:0"));
  return box("anx-breakthroughs", t("Breakthroughs left"), grid,
    any.length ? bind(ctx, h("span", { class: "anx-any-icon", text: "?" }), any) : null);
}

function mainBoardEl(ctx) {
  const s = ctx.view.state;
  const pools = POOLS.filter((p) => p !== "evacuate" || s.impacted).filter((p) => p !== "experiment" || s.trackers);
  return box("anx-main", t("Main board"),
    capitalEl(ctx),
    h("div", { class: "anx-lower" }, councilEl(ctx), mineEl(ctx),
      h("div", { class: "anx-pools" }, pools.map((p) => poolEl(ctx, p)))),
    breakthroughsEl(ctx),
    endgameEl(ctx));
}

function endgameEl(ctx) {
  const s = ctx.view.state;
  if (!s.endgame.length && !s.evacuation.length) return null;
  const cards = s.endgame.map((key) => {
    const el = h("span", { class: "anx-endgame", text: word(ctx, "endgame", key) });
    ctx.clickable(el, [], `endgame:${key}`);
    return el;
  });
  const evac = s.evacuation.length ? h("div", { class: "anx-evac-spots" }, h("span", { class: "muted", text: t("Evacuation:") }),
    s.evacuation.map((seat, i) => h("span", { class: "anx-evac-spot", title: String(i + 1) },
      seat === null || seat === undefined ? String(i + 1) : seatToken(ctx, seat)))) : null;
  return h("div", { class: "anx-endgames", dataset: { key: "endgames" } }, cards, evac);
}

// -- the building offer ------------------------------------------------------------------------

function stackEl(ctx, type, which) {
  const st = ctx.view.state.stacks[type];
  const top = st[which][0];
  const count = st[`${which}_count`];
  const el = h("div", { class: `anx-stack st-${which} t-${type} ${top ? "" : "empty"}`, dataset: { key: `stack-${which}-${type}`, ...(top ? { card: top } : {}) } },
    top ? h("span", { class: "anx-tile-name", text: word(ctx, "building", top) }) : h("span", { class: "muted", text: "—" }),
    h("span", { class: "anx-count", title: nt("{n} tile", "{n} tiles", count), text: `×${count}` }));
  bind(ctx, el, top ? choices(ctx, "build", top) : [], top || null);
  return el;
}

function offerEl(ctx) {
  return box("anx-offer", t("Buildings"), h("div", { class: "anx-stacks" }, TYPES.map((type) => h("div", { class: `anx-stack-col t-${type}` },
    h("h5", { text: word(ctx, "row", type) }), stackEl(ctx, type, "primary"), stackEl(ctx, type, "secondary")))));
}

export function renderBoard(root, ctx) {
  closeMenu();
  const s = ctx.view.state;
  const seat = ctx.seat;
  const players = s.players;
  const order = seat === null || seat === undefined || !players[seat] ? players
    : [players[seat], ...players.slice(seat + 1), ...players.slice(0, seat)];
  root.replaceChildren(
    headerEl(ctx),
    timelineEl(ctx),
    h("div", { class: "anx-middle" }, mainBoardEl(ctx), offerEl(ctx)),
    h("div", { class: "anx-players" }, order.map((p) => playerBoard(ctx, p, p.seat === seat)),
      s.chronobot ? chronobotBoard(ctx, s.chronobot) : null));
  root.classList.add("anx-board");
}

