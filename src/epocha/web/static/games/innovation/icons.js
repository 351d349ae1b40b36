// The six Innovation icons (and the artwork slot), each with its own shape *and* tile colour,
// and always with its name in a title — never colour alone.
import { h, svgSprite, svgUse } from "../../js/dom.js";

export const ICONS = ["crown", "leaf", "lightbulb", "castle", "factory", "clock"];

const SHAPES = {
  crown: [
    ["path", { d: "M2.5 18 4 7.5l4.6 4.2L12 4.5l3.4 7.2L20 7.5 21.5 18Z", fill: "currentColor" }],
    ["rect", { x: 2.5, y: 19.2, width: 19, height: 2.4, rx: 0.8, fill: "currentColor" }],
  ],
  // a leaf whose vein runs on into a stem
  leaf: [
    ["path", {
      d: "M4.5 19.5C4.5 10 10.5 4 20.5 3.5 20 13.5 14 19.5 4.5 19.5ZM2.6 21.9 14.4 10.1l1.1 1.1L3.7 23Z",
      fill: "currentColor", "fill-rule": "evenodd",
    }],
  ],
  lightbulb: [
    ["path", { d: "M12 2a7 7 0 0 0-4.2 12.6V17h8.4v-2.4A7 7 0 0 0 12 2Z", fill: "currentColor" }],
    ["rect", { x: 8, y: 18.2, width: 8, height: 1.8, rx: 0.6, fill: "currentColor" }],
    ["rect", { x: 9.5, y: 20.8, width: 5, height: 1.8, rx: 0.6, fill: "currentColor" }],
  ],
  // a keep with battlements and a gate
  castle: [
    ["path", {
      d: "M3 22V5h3.2v3h2.6V5h2.4v3h1.6V5h2.4v3h2.6V5H21v17h-6.5v-4.5a2.5 2.5 0 0 0-5 0V22Z",
      fill: "currentColor",
    }],
  ],
  // sawtooth roofs, a chimney with smoke, lit windows
  factory: [
    ["path", {
      d: "M1.5 22V11l5.5 3.5V11l5.5 3.5V11l4.5 3V5h3.5v17ZM4.5 17.5v2h2.5v-2Zm5.5 0v2h2.5v-2Zm5.5 0v2H18v-2Z",
      fill: "currentColor", "fill-rule": "evenodd",
    }],
    ["circle", { cx: 19.5, cy: 2.6, r: 1.6, fill: "currentColor", opacity: 0.75 }],
  ],
  clock: [
    ["circle", { cx: 12, cy: 12, r: 8.8, fill: "none", stroke: "currentColor", "stroke-width": 2.6 }],
    ["path", { d: "M12 6.5V12l3.8 2.8", fill: "none", stroke: "currentColor", "stroke-width": 2.4, "stroke-linecap": "round" }],
  ],
  // the artwork slot: no icon
  hex: [
    ["path", { d: "M7 3.5h10l5 8.5-5 8.5H7L2 12Z", fill: "currentColor", opacity: 0.55 }],
  ],
};

export function loadIcons() {
  const symbols = {};
  for (const [name, shapes] of Object.entries(SHAPES)) symbols[`i-${name}`] = { viewBox: "0 0 24 24", shapes };
  svgSprite("innovation-icons", symbols);
}

// label: the icon's name in the player's language
export function icon(name, label) {
  const span = h("span", { class: `icon i-${name}`, title: label, role: "img", "aria-label": label });
  span.append(svgUse(`i-${name}`));
  return span;
}
