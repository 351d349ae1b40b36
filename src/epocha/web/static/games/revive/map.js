// The map: every socket's hexes (layout.js, generated from the game's map), pointy-top. Face-up
// spaces are coloured by their landscape; face-down sockets show their tile's back (the food,
// books and gears exploring it costs, and its points); the abyss; the large locations with their
// scoring rule; the crystal symbols on the coast. On the spaces: buildings, population figures
// and tribe pieces in the players' colours, and the falcons. A face-down tile is clicked to
// explore it, a space to build or populate on it, and a space named by a choice to pick it.
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { CRYSTALS, GIANT_CRYSTALS, SPACES } from "./layout.js";
import { bind, box, choices, legal, seatName, word } from "./parts.js";

const SIZE = 26; // a hex's radius in the drawing's units
const ROOT3 = Math.sqrt(3);
const NS = "http://www.w3.org/2000/svg";

function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) if (child) el.append(child);
  return el;
}

function title(text) {
  const el = svg("title");
  el.textContent = text;
  return el;
}

function centre([q, r]) {
  return [SIZE * ROOT3 * (q + r / 2), SIZE * 1.5 * r];
}

function corners([x, y], size = SIZE) {
  const out = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push(`${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(" ");
}

// the outline of a group of hexes (a socket's tile): the edges no two of its hexes share
function outline(hexes) {
  const edges = new Map();
  for (const hx of hexes) {
    const points = corners(centre(hx)).split(" ");
    for (let i = 0; i < 6; i++) {
      const a = points[i];
      const b = points[(i + 1) % 6];
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      edges.set(key, edges.has(key) ? null : `M${a} L${b}`);
    }
  }
  return [...edges.values()].filter(Boolean).join(" ");
}

function middle(hexes) {
  const points = hexes.map(centre);
  return [points.reduce((a, p) => a + p[0], 0) / points.length, points.reduce((a, p) => a + p[1], 0) / points.length];
}

export function landscapeName(type) {
  const names = {
    sand: t("Sand"), water: t("Water"), forest: t("Forest"), field: t("Field"), mountains: t("Mountains"),
    location: t("Location"), large: t("Large location"), abyss: t("The Abyss"),
  };
  return names[type] || type;
}

// -- what a space holds ------------------------------------------------------------------------

function buildingEl(ctx, [x, y], [seat, size]) {
  const w = size === "large" ? 9 : 6;
  const points = [[x - w, y + w], [x - w, y - w / 3], [x, y - w - 3], [x + w, y - w / 3], [x + w, y + w]];
  const what = word(ctx, "size", size);
  return svg("polygon", { class: `rv-building ${size} seat-${seat}`, points: points.map((p) => p.join(",")).join(" ") },
    title(`${seatName(ctx, seat)}: ${what}`));
}

function figureEl(ctx, [x, y], seat) {
  return svg("circle", { class: `rv-figure seat-${seat}`, cx: x, cy: y, r: 5 }, title(seatName(ctx, seat)));
}

function pieceEl(ctx, [x, y], [seat, kind]) {
  const name = `${seatName(ctx, seat)}: ${word(ctx, "piece", kind)}`;
  return svg("rect", { class: `rv-piece k-${kind} seat-${seat}`, x: x - 4, y: y - 4, width: 8, height: 8,
    transform: `rotate(45 ${x} ${y})` }, title(name));
}

function falconEl(ctx, [x, y], seat) {
  const d = `M${x - 8},${y - 2} L${x},${y + 3} L${x + 8},${y - 2} L${x},${y - 6} Z`;
  return svg("path", { class: `rv-falcon seat-${seat}`, d }, title(`${seatName(ctx, seat)}: ${word(ctx, "piece", "falcon")}`));
}

// the things on a space, spread around its centre
function contents(ctx, s, i, [x, y]) {
  const out = [];
  const b = s.building[i];
  if (b) out.push(buildingEl(ctx, [x, y - 3], b));
  const figures = s.figures[i] || [];
  figures.forEach((seat, k) => out.push(figureEl(ctx, [x - 10 + 10 * k, y + 11], seat)));
  (s.pieces[i] || []).forEach((piece, k) => out.push(pieceEl(ctx, [x + 12, y - 10 + 10 * k], piece)));
  s.falcon.forEach((at, seat) => { if (at === i) out.push(falconEl(ctx, [x - 12, y - 10], seat)); });
  return out;
}

// -- the actions a space or a socket stands for ------------------------------------------------

function spaceActions(ctx, i) {
  return [
    ...legal(ctx, (a) => (a.type === "build" || a.type === "populate") && a.space === i),
    ...choices(ctx, "space", i),
    ...choices(ctx, "move", (v) => v[1] === i),
    ...choices(ctx, "map_action", (v) => v[0] !== "explore" && v[1] === i),
  ];
}

function socketActions(ctx, socket) {
  return [
    ...legal(ctx, (a) => a.type === "explore" && a.socket === socket),
    ...choices(ctx, "map_action", (v) => v[0] === "explore" && v[1] === socket),
  ];
}

// -- a tile's back: its cost and points --------------------------------------------------------

// (the view says what each back shows: a back's name is only a key)
function backFace(ctx, back) {
  const face = ctx.view.state.back_faces[back];
  return { goods: Object.entries(face.cost), points: face.points };
}

function backText(ctx, back) {
  const { goods, points } = backFace(ctx, back);
  const cost = goods.map(([g, n]) => word(ctx, "goods", g, n)).join(", ");
  return `${cost} → ${word(ctx, "goods", "points", points)}`;
}

function backEl(ctx, [x, y], back) {
  const { goods, points } = backFace(ctx, back);
  const row = svg("g", { class: "rv-back" });
  const w = 15;
  const x0 = x - ((goods.length - 1) * w) / 2;
  goods.forEach(([g, n], k) => {
    row.append(svg("circle", { class: `rv-cost g-${g}`, cx: x0 + k * w, cy: y - 6, r: 7 }));
    const num = svg("text", { class: "rv-cost-n", x: x0 + k * w, y: y - 2.5 });
    num.textContent = String(n);
    row.append(num);
  });
  row.append(svg("circle", { class: "rv-points", cx: x, cy: y + 12, r: 8 }));
  const p = svg("text", { class: "rv-points-n", x, y: y + 15.5 });
  p.textContent = String(points);
  row.append(p);
  return row;
}

// -- the map -----------------------------------------------------------------------------------

function socketsOf() {
  const out = {};
  SPACES.forEach((space, i) => { (out[space.socket] ||= []).push(i); });
  return out;
}

function faceDownSocket(ctx, socket, spaces, back) {
  const hexes = spaces.flatMap((i) => SPACES[i].hexes);
  const down = t("face down");
  const label = `${word(ctx, "space", socket)}: ${down} (${backText(ctx, back)})`;
  const g = svg("g", { class: "rv-socket face-down", "data-socket": socket, "data-key": `socket-${socket}`, "aria-label": label },
    title(label), hexes.map((hx) => svg("polygon", { class: "rv-hex", points: corners(centre(hx), SIZE - 1) })),
    backEl(ctx, middle(hexes), back));
  bind(ctx, g, socketActions(ctx, socket));
  return g;
}

// what a face-up water space gives (the card reference's tile, as the tile lies: turned or not)
function waterReward(ctx, i) {
  const s = ctx.view.state;
  const space = SPACES[i];
  const [tile, orientation] = s.placed[space.socket] || [];
  const faces = ctx.ref && ctx.ref.tiles && ctx.ref.tiles[tile];
  if (!faces) return null;
  const hexes = SPACES.filter((sp) => sp.socket === space.socket);
  const k = hexes.indexOf(space);
  const printed = faces.spaces[orientation === 1 ? hexes.length - 1 - k : k];
  return printed ? printed.reward : null;
}

function spaceEl(ctx, i) {
  const s = ctx.view.state;
  const space = SPACES[i];
  const type = s.types[i] || "unknown";
  const at = middle(space.hexes);
  const rule = type === "large" ? s.large_sides[space.socket] : null;
  let label = `${word(ctx, "space", space.name)}: ${landscapeName(type)}`;
  if (rule) label += ` — ${word(ctx, "location_rule", rule)}`;
  const reward = type === "water" ? waterReward(ctx, i) : null;
  if (reward) label += ` — ${reward}`;
  const g = svg("g", { class: `rv-space t-${type} k-${space.kind}`, "data-space": i, "data-key": `space-${i}`, "aria-label": label },
    title(label), space.hexes.map((hx) => svg("polygon", { class: "rv-hex", points: corners(centre(hx), SIZE - 1) })));
  if (type === "large" || type === "abyss") {
    const mark = svg("text", { class: "rv-space-mark", x: at[0], y: at[1] - 14 });
    mark.textContent = type === "abyss" ? "◎" : space.socket.toUpperCase();
    g.append(mark);
  }
  if (reward) {  // (a water space's reward: a mark, its words in the title)
    const mark = svg("text", { class: "rv-space-mark rv-water-reward", x: at[0], y: at[1] - 10 });
    mark.textContent = "✦";
    g.append(mark);
  }
  g.append(...contents(ctx, s, i, at));
  bind(ctx, g, spaceActions(ctx, i), rule);
  return g;
}

function crystalEl(id, hx, giant) {
  const [x, y] = centre(hx);
  const r = giant ? 11 : 8;
  const points = [[x, y - r], [x + r * 0.7, y], [x, y + r], [x - r * 0.7, y]].map((p) => p.join(",")).join(" ");
  return svg("polygon", { class: `rv-crystal ${giant ? "giant" : ""}`, points, "data-crystal": id },
    title(giant ? t("Giant crystal") : t("Crystal symbol")));
}

function bounds() {
  const xs = [];
  const ys = [];
  const all = [...SPACES.flatMap((s) => s.hexes), ...CRYSTALS.map((c) => c.hex), ...GIANT_CRYSTALS.map((c) => c.hex)];
  for (const hx of all) {
    const [x, y] = centre(hx);
    xs.push(x);
    ys.push(y);
  }
  const pad = SIZE + 4;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  return [x0, y0, Math.max(...xs) + pad - x0, Math.max(...ys) + pad - y0];
}

function giantCrystals(ctx) {
  const unlocks = String((ctx.view.options || {}).unlocks || "");
  return unlocks.split(",").map((u) => u.trim()).includes("giant_crystals");
}

export function mapEl(ctx) {
  const s = ctx.view.state;
  const drawing = svg("svg", { class: "rv-map-svg", viewBox: bounds().join(" "), role: "group", "aria-label": t("Map") });
  const sockets = socketsOf();
  const layer = svg("g", { class: "rv-spaces" });
  for (const [socket, spaces] of Object.entries(sockets)) {
    const back = s.backs[socket];
    if (back) layer.append(faceDownSocket(ctx, socket, spaces, back));
    else spaces.forEach((i) => layer.append(spaceEl(ctx, i)));
  }
  drawing.append(layer);
  // each tile's outline over its spaces
  drawing.append(svg("g", { class: "rv-edges", "aria-hidden": "true" }, Object.entries(sockets).map(([socket, spaces]) =>
    svg("path", { class: `rv-edge k-${SPACES[spaces[0]].kind}`, d: outline(spaces.flatMap((i) => SPACES[i].hexes)) }))));
  const crystals = svg("g", { class: "rv-crystals" }, CRYSTALS.map((c) => crystalEl(c.id, c.hex, false)));
  if (giantCrystals(ctx)) crystals.append(...GIANT_CRYSTALS.map((c) => crystalEl(c.id, c.hex, true)));
  drawing.append(crystals);
  return box("rv-map", t("Map"), drawing, legendEl(ctx));
}

// under the map: the large locations' scoring rules, and the piles of face-down tiles
function legendEl(ctx) {
  const s = ctx.view.state;
  const rules = Object.entries(s.large_sides).sort().map(([socket, rule]) => {
    const el = h("li", { class: "rv-large-rule", dataset: { socket } },
      h("strong", { text: socket.toUpperCase() }), " ", word(ctx, "location_rule", rule));
    ctx.clickable(el, [], rule);
    return el;
  });
  const piles = Object.entries(s.tiles_left).filter(([, n]) => n > 0).map(([back, n]) => h("li", { text: `${backText(ctx, back)}: ×${n}` }));
  return h("div", { class: "rv-legend" },
    h("div", {}, h("h5", { text: t("Large locations") }), h("ul", {}, rules)),
    h("div", {}, h("h5", { text: t("Face-down tiles left") }), h("ul", { class: "rv-piles" }, piles)));
}
