// The symbols of Through the Ages as small SVG shapes: each has its own outline as well as its
// colour, and wherever one stands for a number its name goes with it (title / aria-label).
import { h, svgSprite, svgUse } from "../../js/dom.js";

const SHAPES = {
  // an apple with a leaf
  food: [
    ["path", { d: "M12 7.2c-1.6-1.3-4.4-1.6-6.3.2C3.6 9.5 3.9 14 6 17.3c1.4 2.2 3.2 3.6 4.6 3.1.6-.2 1-.4 1.4-.4s.8.2 1.4.4c1.4.5 3.2-.9 4.6-3.1 2.1-3.3 2.4-7.8.3-9.9-1.9-1.8-4.7-1.5-6.3-.2Z", fill: "currentColor" }],
    ["path", { d: "M12.2 6.6c.1-2 1.2-3.6 3.6-4.1-.2 2.2-1.5 3.7-3.6 4.1Z", fill: "currentColor" }],
  ],
  // a cube seen from a corner
  resources: [
    ["path", { d: "M12 2.5 20.5 7v10L12 21.5 3.5 17V7Z", fill: "currentColor" }],
    ["path", { d: "M3.8 7.2 12 11.6l8.2-4.4M12 11.6v9.6", fill: "none", stroke: "rgba(255,255,255,.75)", "stroke-width": 1.4 }],
  ],
  science: [
    ["path", { d: "M12 2a7 7 0 0 0-4.2 12.6V17h8.4v-2.4A7 7 0 0 0 12 2Z", fill: "currentColor" }],
    ["rect", { x: 8, y: 18.2, width: 8, height: 1.8, rx: 0.6, fill: "currentColor" }],
    ["rect", { x: 9.5, y: 20.8, width: 5, height: 1.8, rx: 0.6, fill: "currentColor" }],
  ],
  // a temple front: pediment, columns, steps
  culture: [
    ["path", { d: "M12 2.5 21.5 8H2.5Z", fill: "currentColor" }],
    ["path", { d: "M4.5 9.5h2.6v8H4.5Zm4.2 0h2.6v8H8.7Zm4 0h2.6v8h-2.6Zm4.2 0h2.6v8h-2.6ZM3 19h18v2.5H3Z", fill: "currentColor" }],
  ],
  // an upright sword
  strength: [
    ["path", { d: "M12 1.5 14 4v11h-4V4Z", fill: "currentColor" }],
    ["path", { d: "M6.5 15h11v2h-11Zm4.3 2h2.4v3.2h-2.4Zm-.6 3.2h3.6v2.3h-3.6Z", fill: "currentColor" }],
  ],
  happy: [
    ["circle", { cx: 12, cy: 12, r: 10, fill: "currentColor" }],
    ["circle", { cx: 8.6, cy: 9.5, r: 1.5, fill: "#fff" }],
    ["circle", { cx: 15.4, cy: 9.5, r: 1.5, fill: "#fff" }],
    ["path", { d: "M7 13.5c1.2 2.6 3 3.8 5 3.8s3.8-1.2 5-3.8", fill: "none", stroke: "#fff", "stroke-width": 2, "stroke-linecap": "round" }],
  ],
  unhappy: [
    ["circle", { cx: 12, cy: 12, r: 10, fill: "currentColor" }],
    ["circle", { cx: 8.6, cy: 9.5, r: 1.5, fill: "#fff" }],
    ["circle", { cx: 15.4, cy: 9.5, r: 1.5, fill: "#fff" }],
    ["path", { d: "M7 17.3c1.2-2.6 3-3.8 5-3.8s3.8 1.2 5 3.8", fill: "none", stroke: "#fff", "stroke-width": 2, "stroke-linecap": "round" }],
  ],
  // a sailing ship
  colonization: [
    ["path", { d: "M11 2.5v11H4.5Zm2 2.5 6.5 8.5H13Z", fill: "currentColor" }],
    ["path", { d: "M2.5 15.5h19l-3 5.5h-13Z", fill: "currentColor" }],
  ],
  // action tokens: civil round and white, military square and red
  ca: [["circle", { cx: 12, cy: 12, r: 9, fill: "#fff", stroke: "#3a3027", "stroke-width": 2.4 }]],
  ma: [["rect", { x: 3.5, y: 3.5, width: 17, height: 17, rx: 2.5, fill: "#c0392b", stroke: "#5a1710", "stroke-width": 2.2 }]],
  // a worker: a pawn
  worker: [
    ["circle", { cx: 12, cy: 6.5, r: 4, fill: "currentColor" }],
    ["path", { d: "M7.5 21.5 9 12h6l1.5 9.5Z", fill: "currentColor" }],
  ],
  // a blue token: a hexagon
  blue: [["path", { d: "M7 3.5h10l5 8.5-5 8.5H7L2 12Z", fill: "currentColor" }]],
  // a yellow token
  yellow: [["circle", { cx: 12, cy: 12, r: 9, fill: "currentColor" }]],
  // the pattern on the back of a card
  card: [["rect", { x: 5, y: 2.5, width: 14, height: 19, rx: 2.2, fill: "currentColor" }]],
};

export function loadIcons() {
  const symbols = {};
  for (const [name, shapes] of Object.entries(SHAPES)) symbols[`tta-${name}`] = { viewBox: "0 0 24 24", shapes };
  svgSprite("tta-icons", symbols);
}

// an icon; label: its name in the player's language (omit when a word stands beside it)
export function icon(name, label) {
  const props = label ? { class: `ti ti-${name}`, title: label, role: "img", "aria-label": label }
    : { class: `ti ti-${name}`, "aria-hidden": "true" };
  const span = h("span", props);
  span.append(svgUse(`tta-${name}`));
  return span;
}
